import { afterEach, describe, expect, it } from "vitest";
import { open, seal } from "~/server/auth/secret-box.server";
import { resetProcessState } from "~/server/process-state.server";

function secrets(value: string) {
  process.env.SESSION_SECRET = value;
  resetProcessState();
}

const OLD = "segredo-antigo-0123456789";
const NEW = "segredo-novo-0123456789ab";

const before = process.env.SESSION_SECRET;
afterEach(() => {
  if (before === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = before;
  resetProcessState();
});

describe("secret box (AES-256-GCM under a key derived from SESSION_SECRET)", () => {
  it("opens what it sealed, and the sealed text shows nothing of it", () => {
    secrets(NEW);
    const sealed = seal("JBSWY3DPEHPK3PXP", "admin_totp:1");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(seal("JBSWY3DPEHPK3PXP", "admin_totp:1")).not.toBe(sealed); // a fresh IV each time
    expect(open(sealed, "admin_totp:1")).toEqual({ plaintext: "JBSWY3DPEHPK3PXP", stale: false });
  });

  it("refuses another context (row), an altered value and an unknown secret", () => {
    secrets(NEW);
    const sealed = seal("JBSWY3DPEHPK3PXP", "admin_totp:1");
    expect(open(sealed, "admin_totp:2")).toBeNull();
    const [v, iv, body, tag] = sealed.split(".");
    const flipped = body.replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect(open([v, iv, flipped, tag].join("."), "admin_totp:1")).toBeNull();
    expect(open("v2.a.b.c", "admin_totp:1")).toBeNull();
    secrets("outro-segredo-0123456789ab");
    expect(open(sealed, "admin_totp:1")).toBeNull();
  });

  it("rotates like the cookies: an older listed secret still opens, marked stale", () => {
    secrets(OLD);
    const sealed = seal("JBSWY3DPEHPK3PXP", "admin_totp:1");
    secrets(`${NEW},${OLD}`);
    expect(open(sealed, "admin_totp:1")).toEqual({ plaintext: "JBSWY3DPEHPK3PXP", stale: true });
    expect(open(seal("JBSWY3DPEHPK3PXP", "admin_totp:1"), "admin_totp:1")).toEqual({ plaintext: "JBSWY3DPEHPK3PXP", stale: false });
  });
});
