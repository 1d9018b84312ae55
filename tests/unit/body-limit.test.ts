import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, MAX_IMPORT_BODY_BYTES, bodyLimit } from "../../http/body-limit";

describe("request body limit", () => {
  it("lets reads and ordinary forms through", () => {
    expect(bodyLimit("GET", "/", {})).toBeNull();
    expect(bodyLimit("POST", "/admin/login", { "content-length": "120" })).toBeNull();
    expect(bodyLimit("POST", "/admin/painel", { "content-length": String(MAX_BODY_BYTES) })).toBeNull();
  });

  it("refuses a login body larger than the limit before reading it", () => {
    expect(bodyLimit("POST", "/admin/login", { "content-length": String(150 * 1024 * 1024) })).toMatchObject({
      status: 413,
      message: expect.stringContaining("2 MB"),
    });
  });

  it("allows the legacy import a larger body, and only it", () => {
    expect(bodyLimit("POST", "/admin/painel/importar", { "content-length": String(MAX_BODY_BYTES * 4) })).toBeNull();
    expect(bodyLimit("POST", "/admin/painel/importar?x=1", { "content-length": String(MAX_IMPORT_BODY_BYTES + 1) })).toMatchObject({ status: 413 });
  });

  it("asks for a length when the body is streamed, and refuses a nonsense length", () => {
    expect(bodyLimit("POST", "/admin/login", { "transfer-encoding": "chunked" })).toMatchObject({ status: 411 });
    expect(bodyLimit("POST", "/admin/login", { "content-length": "abc" })).toMatchObject({ status: 400 });
  });
});

describe("motor photo and document uploads (issue #17)", () => {
  const session = { cookie: "__Host-admin_session=abc" };
  const length = (bytes: number) => ({ "content-length": String(bytes) });
  it("allow 21 MB only on a motor's media form, only with the admin's session cookie", () => {
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home", { ...session, ...length(20 * 1024 * 1024) })).toBeNull();
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home", { cookie: "admin_session=abc; x=1", ...length(20 * 1024 * 1024) })).toBeNull();
    // With JavaScript the form posts to the route's data URL.
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home.data", { ...session, ...length(20 * 1024 * 1024) })).toBeNull();
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home", { ...session, ...length(22 * 1024 * 1024) })).toMatchObject({ status: 413 });
  });

  it("refuse a large body without the cookie, on another path, or with a lookalike cookie or path", () => {
    const big = length(5 * 1024 * 1024);
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home", big)).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home", { cookie: "not_admin_session=abc", ...big })).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/painel", { ...session, ...big })).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/motores/../painel", { ...session, ...big })).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/motores/motor-ppa-home/extra", { ...session, ...big })).toMatchObject({ status: 413 });
    expect(bodyLimit("PUT", "/admin/motores/motor-ppa-home", { ...session, ...big })).toMatchObject({ status: 413 });
  });
});

describe("testimonial photo uploads (decision 0027)", () => {
  const session = { cookie: "admin_session=abc" };
  const big = { "content-length": String(15 * 1024 * 1024) };
  it("allow 21 MB on the Depoimentos form and an edit page, with the session cookie only", () => {
    for (const path of ["/admin/depoimentos", "/admin/depoimentos.data", "/admin/depoimentos/12", "/admin/depoimentos/12.data"]) {
      expect(bodyLimit("POST", path, { ...session, ...big }), path).toBeNull();
    }
    expect(bodyLimit("POST", "/admin/depoimentos", big)).toMatchObject({ status: 413 });
    expect(bodyLimit("POST", "/admin/depoimentos/abc", { ...session, ...big })).toMatchObject({ status: 413 });
    // The customer's public form never gets the upload limit.
    expect(bodyLimit("POST", `/depoimento/${"0".repeat(64)}`, { ...session, ...big })).toMatchObject({ status: 413 });
  });
});
