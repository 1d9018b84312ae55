// docs/operations.md "Faults": on a full disk /healthz fails, a photo upload says the disk is full
// (and the log says it), and no temporary file is left. The disk is a real 8 MB tmpfs mounted for
// the test (root only: elsewhere the test is skipped and says why), filled to the last byte.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loader as healthz } from "~/routes/healthz";
import { closeDatabase, getConnection, migrateDatabase } from "~/server/data/db.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { log } from "~/server/infra/log.server";
import { PROBE_EVERY_MS } from "~/server/infra/write-probe.server";
import { commitMedia, mediaFiles, savePhoto } from "~/server/media/media-files.server";
import { sweepOrphanedMedia, ORPHAN_MIN_AGE_MS } from "~/server/media/media-sweep.server";
import { resetProcessState } from "~/server/process-state.server";
import { seedDatabase } from "../../db/seed";

const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-full-disk-"));
function tryMount(): string | null {
  if (process.getuid?.() !== 0) return "precisa de root para montar um tmpfs";
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", mountPoint], { stdio: "pipe" });
    return null;
  } catch (error) {
    return `mount tmpfs recusado: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
  }
}
const skipReason = tryMount();
if (skipReason) console.warn(`[full-disk] pulado: ${skipReason}`);

let clock = Date.UTC(2026, 2, 10, 12, 0, 0);

beforeAll(() => {
  if (skipReason) return;
  closeDatabase();
  process.env.DATABASE_URL = `file:${path.join(mountPoint, "data", "site.db")}`;
  process.env.SESSION_SECRET = "test-secret-0123456789abcdef";
  resetProcessState();
  setClockForTests(() => clock);
  const conn = getConnection();
  migrateDatabase(conn);
  seedDatabase(conn);
});

afterAll(() => {
  setClockForTests(null);
  closeDatabase();
  if (!skipReason) execFileSync("umount", [mountPoint]);
  fs.rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes a filler file until the disk refuses. */
function fillDisk() {
  const fd = fs.openSync(path.join(mountPoint, "enchimento"), "w");
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
  } finally {
    fs.closeSync(fd);
  }
  // The last bytes a 64 KB chunk could not take.
  const small = fs.openSync(path.join(mountPoint, "enchimento-2"), "w");
  try {
    for (;;) fs.writeSync(small, Buffer.alloc(512, 1));
  } catch {
    // full
  } finally {
    fs.closeSync(small);
  }
}

function filesUnder(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];
}

describe.skipIf(skipReason !== null)("a full disk", () => {
  it("fails /healthz, refuses a photo saying the disk is full, logs it and leaves no temporary file", async () => {
    expect((await healthz()).status).toBe(200);
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 60 } } })
      .jpeg()
      .toBuffer();

    fillDisk();
    clock += PROBE_EVERY_MS; // the kept result of the last probe has run out
    const errors = vi.spyOn(log, "error");
    const health = await healthz();
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "error", write: "disco cheio (ENOSPC)" });

    const saved = await savePhoto(new Uint8Array(photo), "motor-ppa-teste");
    expect(saved).toEqual({ ok: false, error: expect.stringContaining("O disco do servidor está cheio") });
    expect(errors.mock.calls.some(([line]) => String(line).includes("disco cheio ao gravar a foto"))).toBe(true);
    errors.mockRestore();
    const media = path.join(mountPoint, "data", "media");
    expect(filesUnder(media).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(filesUnder(mountPoint).filter((name) => name.endsWith(".tmp"))).toEqual([]);

    // Room again: health recovers at the next probe.
    fs.rmSync(path.join(mountPoint, "enchimento"));
    clock += PROBE_EVERY_MS;
    expect((await healthz()).status).toBe(200);
  });

  it("sweeps files an interrupted upload left, once they are an hour old, and keeps the ones a row names", async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const kept = await savePhoto(new Uint8Array(photo), "motor-ppa-guardada");
    if (!kept.ok) throw new Error(kept.error);
    getConnection().sqlite.prepare("INSERT INTO motor_media (motor_slug, kind, file_key) VALUES ('motor-ppa-home', 'foto', ?)").run(kept.fileKey);
    await commitMedia(mediaFiles("foto", kept.fileKey, kept.width));
    const folder = path.join(mountPoint, "data", "media", "fotos");
    const keptFiles = filesUnder(folder);
    const saved = await savePhoto(new Uint8Array(photo), "motor-ppa-orfa");
    expect(saved.ok).toBe(true);
    fs.writeFileSync(path.join(folder, "motor-ppa-orfa-00000000-480.jpg.ab12cd34.tmp"), "meio");
    const written = filesUnder(folder).filter((name) => !keptFiles.includes(name));
    expect(written.length).toBeGreaterThan(1);
    // Too young: an upload may still be on its way to its row.
    expect(sweepOrphanedMedia(path.join(mountPoint, "data", "media"), Date.now())).toEqual([]);
    // An hour later, no row names the key: every file goes, the temporary too.
    const removed = sweepOrphanedMedia(path.join(mountPoint, "data", "media"), Date.now() + ORPHAN_MIN_AGE_MS + 1000);
    expect(removed.map((f) => path.basename(f)).sort()).toEqual(written.sort());
    expect(filesUnder(folder).sort()).toEqual(keptFiles.sort());
  });
});
