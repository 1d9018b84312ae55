// The client address behind a reverse proxy (decision 0024): TRUST_PROXY as an address list
// believes X-Forwarded-For only from the proxy, a hop count keeps its old meaning, and a proxy
// the setting does not trust is named once in the log.
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/server/infra/env.server";
import { isProxyNetworkAddress, trustProxySetting, untrustedProxyWarning } from "../../http/proxy-trust";
import { fakeRequest, fakeResponse } from "./fake-express";

/** An Express request of an app configured as http/site.ts configures it, from `peer`. */
function request(trustProxy: string | undefined, peer: string, forwardedFor?: string) {
  const app = express();
  app.set("trust proxy", trustProxySetting(parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY));
  const req = Object.create(app.request) as express.Request;
  const socket = { remoteAddress: peer };
  Object.assign(req, { app, headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }, socket, connection: socket });
  return fakeRequest(req);
}

describe("TRUST_PROXY", () => {
  it("a list believes X-Forwarded-For only from the proxy's addresses", () => {
    // As the shipped nginx sends it: whatever the client wrote, then the address nginx saw.
    expect(request("loopback", "127.0.0.1", "6.6.6.6, 198.51.100.50").ip).toBe("198.51.100.50");
    expect(request("loopback", "::ffff:127.0.0.1", "198.51.100.50").ip).toBe("198.51.100.50");
    // The same header sent straight to the server's port is the client's own writing.
    expect(request("loopback", "203.0.113.9", "198.51.100.50").ip).toBe("203.0.113.9");
    expect(request("172.17.0.1, 10.0.0.0/8", "172.17.0.1", "198.51.100.50").ip).toBe("198.51.100.50");
    expect(request("172.17.0.1, 10.0.0.0/8", "172.17.0.2", "198.51.100.50").ip).toBe("172.17.0.2");
  });

  it("a hop count believes the header only from loopback (decision 0030), 0 (the default) believes nobody", () => {
    expect(request(undefined, "127.0.0.1", "198.51.100.50").ip).toBe("127.0.0.1");
    expect(request("1", "127.0.0.1", "6.6.6.6, 198.51.100.50").ip).toBe("198.51.100.50");
    expect(request("1", "::ffff:127.0.0.1", "198.51.100.50").ip).toBe("198.51.100.50");
    expect(request("2", "127.0.0.1", "6.6.6.6, 198.51.100.50").ip).toBe("6.6.6.6");
    // Straight to the port from anywhere else: the header, rotated or not, chooses nothing.
    for (const rotated of ["198.51.100.50", "198.51.100.51", "6.6.6.6, 198.51.100.52"]) {
      expect(request("1", "203.0.113.9", rotated).ip).toBe("203.0.113.9");
      expect(request("2", "172.17.0.2", rotated).ip).toBe("172.17.0.2");
    }
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: " loopback , ::1 " }).TRUST_PROXY).toEqual(["loopback", "::1"]);
  });

  it("refuses what is not a hop count, a named network or an address, in one line", () => {
    for (const value of [
      "true",
      "*",
      "11",
      "-1",
      "1.5",
      "loopback;rm -rf /",
      "localhost",
      "10.0.0.0/33",
      "::1/129",
      "10.0.0.1/8/8",
      "0x7f000001",
      "loopback,",
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrowError(/^Variável de ambiente inválida: TRUST_PROXY \(use um número de proxies/);
    }
  });
});

describe("warning about a proxy that is not trusted", () => {
  function send(middleware: ReturnType<typeof untrustedProxyWarning>, req: ReturnType<typeof request>) {
    const next = vi.fn();
    middleware(req, fakeResponse({}), next);
    expect(next).toHaveBeenCalledTimes(1);
  }

  it("one line, once, when X-Forwarded-For comes from a loopback address TRUST_PROXY=0 does not trust", () => {
    const warn = vi.fn();
    const middleware = untrustedProxyWarning({ setting: "0", warn });
    send(middleware, request("0", "127.0.0.1"));
    expect(warn).not.toHaveBeenCalled();
    for (let i = 0; i < 3; i++) send(middleware, request("0", "127.0.0.1", `198.51.100.${i}`));
    send(middleware, request("0", "::1", "198.51.100.9"));
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0][0]);
    expect(line.split("\n")).toHaveLength(1);
    expect(line).toMatch(/^\[server\] Aviso: um pedido de 127\.0\.0\.1 trouxe X-Forwarded-For, mas TRUST_PROXY=0 não confia nesse endereço/);
    expect(line).toContain("TRUST_PROXY=loopback");
  });

  it("says nothing when the proxy is trusted, or when a public address writes the header itself", () => {
    const warn = vi.fn();
    send(untrustedProxyWarning({ setting: "loopback", warn }), request("loopback", "127.0.0.1", "198.51.100.1"));
    send(untrustedProxyWarning({ setting: "1", warn }), request("1", "127.0.0.1", "198.51.100.1"));
    send(untrustedProxyWarning({ setting: "0", warn }), request("0", "203.0.113.9", "198.51.100.1"));
    send(untrustedProxyWarning({ setting: "1", warn }), request("1", "203.0.113.9", "198.51.100.1"));
    expect(warn).not.toHaveBeenCalled();
    // A proxy in a container network that a loopback-only setting does not cover.
    send(untrustedProxyWarning({ setting: "loopback", warn }), request("loopback", "172.18.0.3", "198.51.100.1"));
    expect(warn).toHaveBeenCalledTimes(1);
    // Nor does a hop count (loopback only, decision 0030): the proxy must be named by address.
    send(untrustedProxyWarning({ setting: "1", warn }), request("1", "10.0.0.5", "198.51.100.1"));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("knows where proxies live", () => {
    for (const a of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.1.2.3", "172.17.0.1", "192.168.0.10", "169.254.1.1", "fd00::1", "fe80::1"]) {
      expect(isProxyNetworkAddress(a), a).toBe(true);
    }
    for (const a of ["203.0.113.9", "172.32.0.1", "2001:db8::1", "", "desconhecido"]) expect(isProxyNetworkAddress(a), a).toBe(false);
  });
});
