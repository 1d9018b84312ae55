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
