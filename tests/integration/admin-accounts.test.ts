import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkAdminPassword, ensureAdminFromEnv, setAdminPassword } from "~/server/auth/admin-accounts.server";
import { boot } from "~/server/startup/boot.server";
import { hashNeedsUpgrade, verifyPassword } from "~/server/auth/password.server";
import { ADMIN, freshDatabasePerTest } from "./auth-helpers";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

const fresh = freshDatabasePerTest();

type Row = { id: number; email: string; password_hash: string };

function admins(conn: ReturnType<typeof fresh>["conn"]): Row[] {
  return conn.sqlite.prepare("SELECT id, email, password_hash FROM admin_users").all() as Row[];
}

describe("admin account from the environment", () => {
  it("start-up creates it with a lower-case e-mail and only a hash", async () => {
    const { conn } = fresh({ ADMIN_EMAIL: "Admin@Exemplo.com.br", ADMIN_PASSWORD: ADMIN.password });
    try {
      await boot();
      const [row] = admins(conn);
      expect(row.email).toBe("admin@exemplo.com.br");
      expect(row.password_hash).toMatch(/^\$scrypt\$/);
      expect(row.password_hash).not.toContain(ADMIN.password);
      expect(await verifyPassword(ADMIN.password, row.password_hash)).toBe(true);
    } finally {
      delete process.env.ADMIN_EMAIL;
      delete process.env.ADMIN_PASSWORD;
    }
  });

  it("a restart with the same password keeps open sessions; a different one never overwrites the account (decision 0030)", async () => {
    const { conn } = fresh();
    expect(await ensureAdminFromEnv({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })).toMatch(/criada/);
    const [{ id, password_hash: first }] = admins(conn);
    conn.sqlite.prepare("INSERT INTO sessions (id, admin_id, created_at, expires_at) VALUES ('s1', ?, 0, 1)").run(id);

    expect(await ensureAdminFromEnv({ ADMIN_EMAIL: ADMIN.email.toUpperCase(), ADMIN_PASSWORD: ADMIN.password })).toMatch(/pronta/);
    expect(admins(conn)[0].password_hash).toBe(first);
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 1 });

    // The admin changed the password since (admin:set-password); the container still starts with the old one.
    await setAdminPassword(ADMIN.email, "senha-trocada-depois-456");
    conn.sqlite.prepare("INSERT INTO sessions (id, admin_id, created_at, expires_at) VALUES ('s2', ?, 0, 1)").run(id);
    const changed = admins(conn)[0].password_hash;
    const message = await ensureAdminFromEnv({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    expect(message).toMatch(/ADMIN_PASSWORD difere da senha atual e foi ignorado .*npm run admin:set-password -- admin@exemplo\.com\.br/);
    expect(admins(conn)).toHaveLength(1);
    expect(admins(conn)[0].password_hash).toBe(changed);
    expect(await checkAdminPassword(ADMIN.email, "senha-trocada-depois-456")).toMatchObject({ id });
    expect(await checkAdminPassword(ADMIN.email, ADMIN.password)).toBeNull();
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 1 });
  });

  it("a hash stored with an older cost is replaced at the next correct password, keeping sessions", async () => {
    const { conn } = fresh();
    await ensureAdminFromEnv({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const [{ id }] = admins(conn);
    // A hash of the same password as an earlier release stored it (N=2^14, r=8, p=1).
    const salt = crypto.randomBytes(16);
    const old = `$scrypt$ln=14,r=8,p=1$${salt.toString("base64url")}$${crypto.scryptSync(ADMIN.password, salt, 32, { N: 2 ** 14, r: 8, p: 1 }).toString("base64url")}`;
    conn.sqlite.prepare("UPDATE admin_users SET password_hash = ? WHERE id = ?").run(old, id);
    conn.sqlite.prepare("INSERT INTO sessions (id, admin_id, created_at, expires_at) VALUES ('s1', ?, 0, 1)").run(id);

    expect(await checkAdminPassword(ADMIN.email, "senha-errada-000")).toBeNull();
    expect(admins(conn)[0].password_hash).toBe(old);
    expect(await checkAdminPassword(ADMIN.email, ADMIN.password)).toMatchObject({ id });
    const upgraded = admins(conn)[0].password_hash;
    expect(upgraded).not.toBe(old);
    expect(hashNeedsUpgrade(upgraded)).toBe(false);
    expect(await verifyPassword(ADMIN.password, upgraded)).toBe(true);
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM sessions").get()).toEqual({ n: 1 });
  });
});

describe("npm run admin:set-password", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");

  function setPassword(dir: string, args: string[], input: string) {
    return spawnSync(tsx, ["scripts/admin-set-password.ts", ...args], {
      input,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: `file:${path.join(dir, "site.db")}` },
    });
  }

  it(
    "reads the password from stdin and creates, then updates, the account",
    async () => {
      const { conn, dir } = fresh();
      const created = setPassword(dir, ["Dono@Exemplo.com.br"], "senha-pelo-terminal\n");
      expect(created.stderr).toBe("");
      expect(created.stdout).toContain("Conta de administrador dono@exemplo.com.br criada.");
      expect(created.status).toBe(0);
      const updated = setPassword(dir, ["dono@exemplo.com.br"], "outra-senha-pelo-terminal");
      expect(updated.stdout).toContain("Senha de dono@exemplo.com.br atualizada");
      const rows = admins(conn);
      expect(rows.map((r) => r.email)).toEqual(["dono@exemplo.com.br"]);
      expect(await verifyPassword("outra-senha-pelo-terminal", rows[0].password_hash)).toBe(true);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  // Two runs of the script (tsx starts slowly on a busy machine): a longer timeout.
  it("--sem-2fa also turns the second factor off (the way back in without phone or recovery codes)", { timeout: 60_000 }, async () => {
    const { conn, dir } = fresh();
    await setAdminPassword("dono@exemplo.com.br", "senha-pelo-terminal");
    const id = admins(conn)[0].id;
    conn.sqlite.prepare("INSERT INTO admin_totp (admin_id, secret, confirmed_at) VALUES (?, 'v1.a.b.c', 1)").run(id);
    conn.sqlite.prepare("INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES (?, 'x')").run(id);
    const reset = setPassword(dir, ["dono@exemplo.com.br", "--sem-2fa"], "outra-senha-pelo-terminal");
    expect(reset.stderr).toBe("");
    expect(reset.stdout).toContain("Verificação em duas etapas desativada");
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM admin_totp").get()).toEqual({ n: 0 });
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM admin_recovery_codes").get()).toEqual({ n: 0 });
    expect(setPassword(dir, ["dono@exemplo.com.br", "--outra-coisa"], "outra-senha-pelo-terminal").status).toBe(1);
  });

  it(
    "refuses a short password and a missing e-mail, writing nothing",
    () => {
      const { conn, dir } = fresh();
      const short = setPassword(dir, ["dono@exemplo.com.br"], "curta");
      expect(short.status).toBe(1);
      expect(short.stderr).toContain("A senha precisa ter pelo menos 8 caracteres.");
      const noEmail = setPassword(dir, [], "senha-pelo-terminal");
      expect(noEmail.status).toBe(1);
      expect(noEmail.stderr).toContain("Uso: npm run admin:set-password -- voce@exemplo.com.br");
      expect(admins(conn)).toHaveLength(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
