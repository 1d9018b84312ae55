import { describe, expect, it, vi } from "vitest";
import { PasswordChecksBusy, hashPassword, oneAtATime, passwordProblem, verifyPassword } from "~/server/auth/password.server";

describe("password hashing", () => {
  it("stores scrypt N=2^15 r=8 p=3 (32 MiB) with a random salt inside the hash string", async () => {
    const [a, b] = await Promise.all([hashPassword("portão-automático"), hashPassword("portão-automático")]);
    expect(a).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("portão");
  });

  it("accepts the right password and refuses a wrong or malformed one", async () => {
    const hash = await hashPassword("senha-de-teste-123");
    expect(await verifyPassword("senha-de-teste-123", hash)).toBe(true);
    expect(await verifyPassword("senha-de-teste-124", hash)).toBe(false);
    expect(await verifyPassword("senha-de-teste-123", hash.replace("ln=15", "ln=14"))).toBe(false);
    expect(await verifyPassword("senha-de-teste-123", "texto-qualquer")).toBe(false);
  });

  it("verifies with the parameters written in the hash, so older costs keep working", async () => {
    // Same password, salt and key as Node computes with N=2^14 (a hash from an earlier cost setting).
    const crypto = await import("node:crypto");
    const salt = Buffer.from("0123456789abcdef");
    const key = crypto.scryptSync("senha-antiga-1", salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = `$scrypt$ln=14,r=8,p=1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    expect(await verifyPassword("senha-antiga-1", stored)).toBe(true);
    expect(await verifyPassword("senha-antiga-2", stored)).toBe(false);
  });

  it("allows 8 to 128 characters", () => {
    expect(passwordProblem("1234567")).toBe("A senha precisa ter pelo menos 8 caracteres.");
    expect(passwordProblem("12345678")).toBeNull();
    expect(passwordProblem("x".repeat(128))).toBeNull();
    expect(passwordProblem("x".repeat(129))).toBe("A senha pode ter no máximo 128 caracteres.");
  });
});

describe("password work queue", () => {
  it("runs hashing jobs one at a time, in order, and carries on after a failure", async () => {
    const queued = oneAtATime();
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job =
      (n: number, fail = false) =>
      async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setImmediate(r));
        running--;
        order.push(n);
        if (fail) throw new Error("falhou");
        return n;
      };
    const results = await Promise.allSettled([queued(job(1)), queued(job(2, true)), queued(job(3))]);
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });

  it("refuses a sign-in's check, never started, when the waiting places are taken; other jobs still wait their turn", async () => {
    const queued = oneAtATime({ maxWaiting: 2, maxWaitMs: Infinity });
    const gates: (() => void)[] = [];
    const started: string[] = [];
    const job = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        gates.push(() => resolve(name));
      });
    const running = queued(job("a"), { refusable: true });
    const waiting = [queued(job("b"), { refusable: true }), queued(job("c"), { refusable: true })];
    expect(queued.hasRoom()).toBe(false);
    await expect(queued(job("d"), { refusable: true })).rejects.toBeInstanceOf(PasswordChecksBusy);
    const setting = queued(job("e"));
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setImmediate(r));
      gates.shift()?.();
    }
    expect(await Promise.all([running, ...waiting, setting])).toEqual(["a", "b", "c", "e"]);
    expect(started).toEqual(["a", "b", "c", "e"]);
    expect(queued.hasRoom()).toBe(true);
  });

  it("starts a known browser's check before the waiting sign-ins, even when their places are all taken", async () => {
    const queued = oneAtATime({ maxWaiting: 1, maxWaitMs: Infinity });
    const order: string[] = [];
    let release = () => {};
    const job = (name: string) => async () => {
      order.push(name);
      return name;
    };
    const running = queued(() => new Promise<string>((resolve) => (release = () => resolve("a"))), { refusable: true });
    const waiting = queued(job("b"), { refusable: true });
    const known = [queued(job("dono1"), { first: true }), queued(job("dono2"), { first: true })];
    await expect(queued(job("c"), { refusable: true })).rejects.toBeInstanceOf(PasswordChecksBusy);
    release();
    expect(await Promise.all([running, waiting, ...known])).toEqual(["a", "b", "dono1", "dono2"]);
    expect(order).toEqual(["dono1", "dono2", "b"]);
  });

  it("refuses a sign-in's check that waited longer than the bound, and the queue carries on", async () => {
    vi.useFakeTimers();
    try {
      const queued = oneAtATime({ maxWaiting: 8, maxWaitMs: 10_000 });
      let release = () => {};
      const running = queued(() => new Promise<string>((resolve) => (release = () => resolve("lento"))), { refusable: true });
      const late = queued(async () => "tarde", { refusable: true });
      const refused = expect(late).rejects.toBeInstanceOf(PasswordChecksBusy);
      await vi.advanceTimersByTimeAsync(10_000);
      await refused;
      release();
      expect(await running).toBe("lento");
      expect(await queued(async () => "depois", { refusable: true })).toBe("depois");
    } finally {
      vi.useRealTimers();
    }
  });
});
