// Whether a build holds the current sources (docs/operations.md "Tests"). `npm run build` ends by
// writing the newest modification time of the sources it was built from into
// `<BUILD_DIR>/.sources-mtime`; a build is fresh when no source is newer than that. Tests, the
// benchmark and the fault scripts rebuild a stale build (bench/server-process.mjs ensureBuild),
// so an edit is never tested against the code before it.
import fs from "node:fs";
import path from "node:path";

/** What the build is made of: the app, the HTTP layer, the database code, public files and the build's configuration. */
export const SOURCE_DIRS = ["app", "http", "db", "public"];
export const SOURCE_FILES = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "remix.config.js",
  "tsconfig.json",
  "scripts/build-enhance.mjs",
  "scripts/build-http.mjs",
  "scripts/build-compress.ts",
];
export const STAMP_FILE = ".sources-mtime";

/**
 * Newest modification time under `dir`, folders included: a folder's time changes when a file
 * in it is added, removed or renamed (`git mv` keeps the file's own time), so a moved route
 * module makes the build stale too.
 */
function newestIn(dir) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
    newest = fs.statSync(dir).mtimeMs;
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestIn(full));
    else if (entry.isFile()) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** The newest modification time (ms) among the sources under `root`. */
export function newestSourceMtime(root) {
  let newest = 0;
  for (const dir of SOURCE_DIRS) newest = Math.max(newest, newestIn(path.join(root, dir)));
  for (const file of SOURCE_FILES) {
    try {
      newest = Math.max(newest, fs.statSync(path.join(root, file)).mtimeMs);
    } catch {
      // A configuration file a checkout does not have adds nothing.
    }
  }
  return newest;
}

/** Records that `buildDir` holds the sources of `root` as they are now (the last step of `npm run build`). */
export function stampBuild(root, buildDir) {
  fs.mkdirSync(buildDir, { recursive: true });
  fs.writeFileSync(path.join(buildDir, STAMP_FILE), `${newestSourceMtime(root)}\n`);
}

/** Null when `buildDir` holds the current sources of `root`, else why it does not. */
export function staleBuildReason(root, buildDir) {
  let stamped;
  try {
    stamped = Number(fs.readFileSync(path.join(buildDir, STAMP_FILE), "utf8"));
  } catch {
    return "sem registro das fontes";
  }
  if (!Number.isFinite(stamped)) return "registro das fontes ilegível";
  return newestSourceMtime(root) > stamped ? "fontes mais novas que o build" : null;
}
