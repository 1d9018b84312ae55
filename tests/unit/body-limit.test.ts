import { describe, expect, it, vi } from "vitest";
import { ANONYMOUS_BODY_MESSAGE, MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES, bodyLimit, bodyLimitMiddleware } from "../../http/body-limit";
import { bodyTypeRefusal, malformedMultipart } from "../../http/body-type";
import { LIMITS } from "../../app/lib/limits";
import { answeringResponse, fakeRequest } from "./fake-express";

describe("request body limit", () => {
  it("lets reads and small forms through without a session", () => {
    expect(bodyLimit("GET", "/", {})).toBeNull();
    expect(bodyLimit("POST", "/admin/login", { "content-length": "120" })).toBeNull();
    expect(bodyLimit("POST", "/admin/login", { "content-length": String(LIMITS.anonymousBodyBytes) })).toBeNull();
    expect(bodyLimit("POST", "/admin/painel", { "content-length": String(MAX_BODY_BYTES) }, true)).toBeNull();
  });

  it("refuses a body over the small limit without a verified session, before reading it", () => {
    expect(bodyLimit("POST", "/admin/login", { "content-length": String(LIMITS.anonymousBodyBytes + 1) })).toEqual({
      status: 413,
      message: ANONYMOUS_BODY_MESSAGE,
    });
    expect(bodyLimit("POST", "/admin/painel", { "content-length": String(MAX_BODY_BYTES) })).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/login", { "content-length": String(150 * 1024 * 1024) }, true)).toMatchObject({
      status: 413,
      message: expect.stringContaining("2 MB"),
    });
  });

  it("allows the legacy import a larger body, and only it, and only with a session", () => {
    expect(bodyLimit("POST", "/admin/painel/importar", { "content-length": String(MAX_BODY_BYTES * 4) }, true)).toBeNull();
    expect(bodyLimit("POST", "/admin/painel/importar", { "content-length": String(MAX_BODY_BYTES * 4) })).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/painel/importar?x=1", { "content-length": String(MAX_IMPORT_BODY_BYTES + 1) }, true)).toMatchObject({ status: 413 });
  });

  it("asks for a length when the body is streamed, and refuses a nonsense length", () => {
    expect(bodyLimit("POST", "/admin/login", { "transfer-encoding": "chunked" })).toMatchObject({ status: 411 });
    expect(bodyLimit("POST", "/admin/login", { "content-length": "abc" })).toMatchObject({ status: 400 });
  });
});

describe("motor photo and document uploads (docs/product.md §6)", () => {
  const length = (bytes: number) => ({ "content-length": String(bytes) });
  it("allow 21 MB only on a motor's media form, only with a verified session", () => {
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home", length(20 * 1024 * 1024), true)).toBeNull();
    // With JavaScript the form posts to the route's data URL.
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home.data", length(20 * 1024 * 1024), true)).toBeNull();
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home", length(22 * 1024 * 1024), true)).toMatchObject({ status: 413 });
  });

  it("refuse a large body without a session, on another path, or on a lookalike path", () => {
    const big = length(5 * 1024 * 1024);
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home", { cookie: "__Host-admin_session=abc", ...big })).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/painel", big, true)).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/motores/../painel", big, true)).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home/extra", big, true)).toMatchObject({ status: 413 });
    expect(bodyLimit("PUT", "/admin/motores/motor-ppa-home", big, true)).toMatchObject({ status: 413 });
  });
});

describe("the session is asked only for a body over the small limit (decision 0025)", () => {
  function post(bytes: number, cookie?: string) {
    return fakeRequest({
      method: "POST",
      url: "/admin/motores/motor-ppa-home",
      headers: { "content-length": String(bytes), cookie },
      adminSession: undefined as boolean | undefined,
    });
  }
  const flush = () => new Promise((r) => setTimeout(r, 0));

  it("a small body passes without a lookup; a large one waits for the verdict", async () => {
    const asked: (string | undefined)[] = [];
    const middleware = bodyLimitMiddleware(async (cookie) => {
      asked.push(cookie);
      return cookie === "admin_session=valida";
    });
    const next = vi.fn();
    middleware(post(1000, "admin_session=valida"), answeringResponse(), next);
    expect(next).toHaveBeenCalledOnce();
    expect(asked).toEqual([]);
    const admin = post(5 * 1024 * 1024, "admin_session=valida");
    middleware(admin, answeringResponse(), next);
    await flush();
    expect(next).toHaveBeenCalledTimes(2);
    expect(admin.adminSession).toBe(true);
    const forged = post(5 * 1024 * 1024, "admin_session=forjada");
    const forgedRes = answeringResponse();
    middleware(forged, forgedRes, next);
    await flush();
    expect(next).toHaveBeenCalledTimes(2);
    expect(forgedRes.sent).toMatchObject({ status: 413, body: ANONYMOUS_BODY_MESSAGE });
    expect(forgedRes.headers.Connection).toBe("close");
  });

  it("a body too large even for a session is refused without a lookup", () => {
    const lookup = vi.fn(async () => true);
    const res = answeringResponse();
    bodyLimitMiddleware(lookup)(post(30 * 1024 * 1024, "admin_session=valida"), res, vi.fn());
    expect(res.statusCode).toBe(413);
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe("body types the actions can read", () => {
  const type = (t: string | undefined, url = "/admin/login") => bodyTypeRefusal("POST", url, t === undefined ? {} : { "content-type": t });
  it("forms (urlencoded, multipart with a boundary) pass; the legacy import reads any body itself", () => {
    expect(type("application/x-www-form-urlencoded;charset=UTF-8")).toBeNull();
    expect(type("multipart/form-data; boundary=----WebKitFormBoundaryAbc")).toBeNull();
    expect(type("application/json", "/admin/painel/importar")).toBeNull();
    expect(bodyTypeRefusal("GET", "/", {})).toBeNull();
  });

  it("anything else: 415, or 400 for a multipart type without a boundary", () => {
    for (const t of ["text/plain", "application/json", "application/xml", undefined, ""]) expect(type(t), String(t)).toMatchObject({ status: 415 });
    expect(type("text/plain", "/admin/painel/importar")).toBeNull();
    expect(type("multipart/form-data")).toMatchObject({ status: 400 });
  });

  it("a multipart body must open with its boundary, name each part and close it", () => {
    const ct = "multipart/form-data; boundary=xyz";
    const good = '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xyz--\r\n';
    expect(malformedMultipart(ct, Buffer.from(good))).toBe(false);
    expect(malformedMultipart(ct, Buffer.from("garbage"))).toBe(true);
    expect(malformedMultipart(ct, Buffer.from(good.replace("--xyz--", "--xyz")))).toBe(true);
    expect(malformedMultipart(ct, Buffer.from(good.replace('Content-Disposition: form-data; name="a"', "Content-Type: text/plain")))).toBe(true);
    const two = good.replace(
      "--xyz--",
      '--xyz\r\nContent-Disposition: form-data; name="f"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\r\n--xy\r\n--xyz--',
    );
    expect(malformedMultipart(ct, Buffer.from(two))).toBe(false);
    expect(malformedMultipart("application/x-www-form-urlencoded", Buffer.from("garbage"))).toBe(false);
  });
});

describe("testimonial photo uploads (decision 0027)", () => {
  const big = { "content-length": String(15 * 1024 * 1024) };
  it("allow 21 MB on the Depoimentos form and an edit page, for a verified session only", () => {
    for (const path of ["/admin/depoimentos", "/admin/depoimentos.data", "/admin/depoimentos/12", "/admin/depoimentos/12.data"]) {
      expect(bodyLimit("POST", path, big, true), path).toBeNull();
    }
    expect(bodyLimit("POST", "/admin/depoimentos", big)).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/depoimentos/abc", big, true)).toMatchObject({ status: 413 });
    // The customer's public form never gets the upload limit.
    expect(bodyLimit("POST", `/depoimento/${"0".repeat(64)}`, big, true)).toMatchObject({ status: 413 });
  });
});
