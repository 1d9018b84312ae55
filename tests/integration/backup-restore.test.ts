// A backup restores everything the site needs on a new machine (decision 0030): the database,
// the media and the generated session secret that seals the two-step verification keys.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateTOTP } from "@epic-web/totp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { action as loginAction } from "~/routes/admin.login/route";
import { action as codeAction } from "~/routes/admin.login_.codigo/route";
import { findAdminByEmail, setAdminPassword } from "~/server/auth/admin-accounts.server";
import { TOTP, confirmTotpSetup, startTotpSetup, totpStatus } from "~/server/auth/totp.server";
import { closeDatabase, getConnection } from "~/server/data/db.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { ADMIN, asResponse, cookieFrom, freshDatabasePerTest, navigation, run } from "./auth-helpers";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { resetProcessState } from "~/server/process-state.server";

const fresh = freshDatabasePerTest();
const T0 = Date.UTC(2026, 2, 10, 12, 0, 15);
const STEP = TOTP.period * 1000;
const roots: string[] = [];
const savedSecret = process.env.SESSION_SECRET;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  setClockForTests(() => Date.now());
});
afterEach(() => {
  vi.useRealTimers();
  process.env.SESSION_SECRET = savedSecret;
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** Runs one of the npm scripts as the operator would, with SESSION_SECRET unset. */
function npmScript(
  script: string,
  args: string[],
  databaseUrl: string | null,
  { cwd = process.cwd(), extra = {} }: { cwd?: string; extra?: Record<string, string> } = {},
): string {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  delete env.SESSION_SECRET;
  return execFileSync(path.resolve("node_modules/.bin/tsx"), ["--tsconfig", path.resolve("tsconfig.json"), path.resolve(script), ...args], {
    cwd,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** A data folder at `dir` with the admin, two-step verification on and one photo; returns the TOTP secret. */
async function siteWithSecondFactor(dir: string, photo: string): Promise<string> {
  useDatabase(path.join(dir, "site.db")); // the generated secret is written to dir/.session-secret on first use
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const adminId = findAdminByEmail(ADMIN.email)!.id;
  startTotpSetup(adminId);
  const setup = (await totpStatus({ id: adminId, email: ADMIN.email })) as { state: "setup"; secret: string };
  expect(await confirmTotpSetup(adminId, (await generateTOTP({ secret: setup.secret, ...TOTP })).otp)).toHaveLength(10);
  fs.mkdirSync(path.join(dir, "media", "fotos"), { recursive: true });
  fs.writeFileSync(path.join(dir, "media", "fotos", photo), "jpg");
  expect(fs.existsSync(path.join(dir, ".session-secret"))).toBe(true);
  closeDatabase();
  return setup.secret;
}

/** Points the app at `file` with the generated secret beside it (no SESSION_SECRET). */
function useDatabase(file: string) {
  closeDatabase();
  process.env.DATABASE_URL = `file:${file}`;
  delete process.env.SESSION_SECRET;
  resetProcessState();
  return getConnection();
}

async function signInWithCode(secret: string): Promise<Response> {
  const first = asResponse(
    await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin/painel" } })),
  );
  expect(first.headers.get("Location")).toBe("/admin/login/codigo");
  const cookie = cookieFrom(first, "admin_2fa=")!;
  const otp = (await generateTOTP({ secret, ...TOTP })).otp;
  return asResponse(await run(codeAction, navigation("/admin/login/codigo", { cookie, form: { code: otp } })));
}

describe("backup and restore on a new machine", () => {
  it(
    "with two-step verification on, db:backup then db:restore into an empty data folder signs in with a code",
    async () => {
      const { dir } = fresh();
      roots.push(dir);
      const live = path.join(dir, "site.db");
      const secret = await siteWithSecondFactor(dir, "motor-ppa-home-1a2b3c4d-480.jpg");

      const backups = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-backups-"));
      roots.push(backups);
      const set = path.join(backups, "site-2026-03-10");
      const out = npmScript("scripts/db-backup.ts", [set], `file:${live}`);
      expect(out).toContain("segredo de sessão incluído");
      expect(fs.readdirSync(set).sort()).toEqual([".session-secret", "midia", "site.db"]);
      // Readable by its owner only.
      expect(fs.statSync(set).mode & 0o777).toBe(0o700);
      expect(fs.statSync(path.join(set, "site.db")).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(set, ".session-secret")).mode & 0o777).toBe(0o600);
      // Never written over.
      expect(() => npmScript("scripts/db-backup.ts", [set], `file:${live}`)).toThrow(/já existe/);

      // The new machine: an empty data folder, the backup folder copied over.
      const machine = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-new-machine-"));
      roots.push(machine);
      const restored = path.join(machine, "data", "site.db");
      const restoreOut = npmScript("scripts/db-restore.ts", [set], `file:${restored}`);
      expect(restoreOut).toContain("segredo de sessão: restaurado");
      expect(fs.readFileSync(path.join(machine, "data", "media", "fotos", "motor-ppa-home-1a2b3c4d-480.jpg"), "utf8")).toBe("jpg");

      useDatabase(restored);
      vi.setSystemTime(T0 + STEP);
      const done = await signInWithCode(secret);
      expect(done.status).toBe(303);
      expect(done.headers.get("Location")).toBe("/admin/painel");
      expect(cookieFrom(done, "admin_session=")).not.toBeNull();

      // A second restore over a live data folder is refused without --substituir.
      expect(() => npmScript("scripts/db-restore.ts", [set], `file:${restored}`)).toThrow(/--substituir/);
      closeDatabase();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "two sites backed up into one folder from another directory through the env file each restore with their own code",
    async () => {
      const backups = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-backups-"));
      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-shell-"));
      roots.push(backups, elsewhere);
      const sets: { set: string; secret: string }[] = [];
      for (const name of ["primeiro", "segundo"]) {
        const { dir } = fresh();
        roots.push(dir);
        const secret = await siteWithSecondFactor(dir, `motor-ppa-${name}-1a2b3c4d-480.jpg`);
        // The service's configuration, read from a shell in another folder (README "Operator variables").
        const envFile = path.join(dir, "motores-ppa.env");
        fs.writeFileSync(envFile, `DATABASE_URL=file:${path.join(dir, "site.db")}\nBACKUP_DIR=${backups}\n`);
        const out = npmScript("scripts/db-backup.ts", [], null, { cwd: elsewhere, extra: { MOTORES_PPA_ENV_FILE: envFile } });
        expect(out).toContain(`origem: ${path.join(dir, "site.db")}`);
        const set = /conjunto (\S+)/.exec(out)![1];
        expect(path.dirname(set)).toBe(backups);
        sets.push({ set, secret });
        // No trial database or secret appears where the shell was.
        expect(fs.readdirSync(elsewhere)).toEqual([]);
      }
      expect(fs.readdirSync(backups)).toHaveLength(2);
      for (const [i, { set, secret }] of sets.entries()) {
        const machine = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-new-machine-"));
        roots.push(machine);
        const restored = path.join(machine, "data", "site.db");
        expect(npmScript("scripts/db-restore.ts", [set], `file:${restored}`)).toContain("segredo de sessão: restaurado");
        useDatabase(restored);
        vi.setSystemTime(T0 + (i + 2) * STEP);
        const done = await signInWithCode(secret);
        expect(done.headers.get("Location")).toBe("/admin/painel");
        closeDatabase();
      }
    },
    PROCESS_TEST_TIMEOUT_MS * 2,
  );

  it(
    "the restore refuses a damaged backup and leaves the data folder as it was",
    () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-bad-backup-"));
      roots.push(root);
      const bad = path.join(root, "site.db");
      fs.writeFileSync(bad, "isto não é um banco SQLite, só texto ocupando o lugar dele".repeat(200));
      const target = path.join(root, "novo", "site.db");
      expect(() => npmScript("scripts/db-restore.ts", [bad], `file:${target}`)).toThrow(/restauração\] falhou/);
      expect(fs.existsSync(target)).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
