import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { newestSourceMtime, staleBuildReason, stampBuild } from "../../bench/build-freshness.mjs";

/**
 * The test loop never tests a stale build (bench/build-freshness.mjs): a checkout whose prose
 * changed after its build is rebuilt by ensureBuild before any test reads the build.
 */
let root: string;

function checkout(): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-freshness-"));
  fs.mkdirSync(path.join(root, "app/content"), { recursive: true });
  fs.writeFileSync(path.join(root, "app/content/home.ts"), 'export const HERO = "Motores PPA";\n');
  fs.writeFileSync(path.join(root, "package.json"), "{}\n");
  const past = new Date(Date.now() - 60_000);
  for (const f of ["app/content/home.ts", "package.json", "app/content", "app"]) fs.utimesSync(path.join(root, f), past, past);
  return root;
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("build freshness", () => {
  it("a build stamped after its sources is fresh; a prose edit after it makes it stale", () => {
    const dir = checkout();
    const build = path.join(dir, "build");
    stampBuild(dir, build);
    expect(staleBuildReason(dir, build)).toBeNull();

    // The owner's words change in the source, and nobody rebuilds.
    const file = path.join(dir, "app/content/home.ts");
    fs.writeFileSync(file, 'export const HERO = "Motores PPA em São Paulo";\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 1_000));
    expect(staleBuildReason(dir, build)).toBe("fontes mais novas que o build");

    stampBuild(dir, build);
    expect(staleBuildReason(dir, build)).toBeNull();
  });

  it("a build without its stamp is stale, and a new file in a source folder counts", () => {
    const dir = checkout();
    const build = path.join(dir, "build");
    expect(staleBuildReason(dir, build)).toBe("sem registro das fontes");
    stampBuild(dir, build);
    const before = newestSourceMtime(dir);
    const added = path.join(dir, "app/content/nova.ts");
    fs.writeFileSync(added, "export {};\n");
    fs.utimesSync(added, new Date(), new Date(before + 5_000));
    expect(newestSourceMtime(dir)).toBeGreaterThan(before);
    expect(staleBuildReason(dir, build)).not.toBeNull();
  });

  it("a file moved into a route folder (git mv keeps its own time) makes the build stale", () => {
    const dir = checkout();
    const build = path.join(dir, "build");
    stampBuild(dir, build);
    const file = path.join(dir, "app/content/home.ts");
    const { mtimeMs } = fs.statSync(file);
    fs.mkdirSync(path.join(dir, "app/content/home"));
    fs.renameSync(file, path.join(dir, "app/content/home/route.ts"));
    expect(fs.statSync(path.join(dir, "app/content/home/route.ts")).mtimeMs).toBe(mtimeMs);
    expect(staleBuildReason(dir, build)).toBe("fontes mais novas que o build");
  });
});
