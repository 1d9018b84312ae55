import { describe, expect, it } from "vitest";
import { EnvError, databasePath, parseEnv } from "~/server/infra/env.server";

describe("environment", () => {
  it("needs nothing for a first run", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBe("file:./data/site.db");
    expect(env.TRUST_PROXY).toBe(0);
  });

  it("names the invalid variable in one line", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(EnvError);
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(/^Variável de ambiente inválida: PORT/);
    expect(() => parseEnv({ SITE_URL: "ftp://x" })).toThrowError(/SITE_URL/);
    expect(() => parseEnv({ ADMIN_EMAIL: "não-é-email" })).toThrowError(/ADMIN_EMAIL/);
    expect(() => parseEnv({ BUSINESS_PHONE: "abc" })).toThrowError(/BUSINESS_PHONE/);
    expect(() => parseEnv({ SESSION_SECRET: "abc,0123456789abcdef" })).toThrowError(/^Variável de ambiente inválida: SESSION_SECRET \(cada segredo/);
    expect(parseEnv({ SESSION_SECRET: "0123456789abcdef, fedcba9876543210" }).SESSION_SECRET).toBe("0123456789abcdef, fedcba9876543210");
  });

  it("treats empty values as unset and trims the site URL", () => {
    const env = parseEnv({ PORT: "", SITE_URL: "https://www.exemplo.com.br/" });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("https://www.exemplo.com.br");
  });

  it("reads file: URLs and plain paths", () => {
    expect(databasePath("file:/data/site.db")).toBe("/data/site.db");
    expect(databasePath("/data/x.db")).toBe("/data/x.db");
    expect(databasePath(":memory:")).toBe(":memory:");
  });
});
