// Second half of `npm run build`: bundles the HTTP layer (http/main.ts and what it imports,
// app/lib/cross-site.ts included) into BUILD_DIR/http/main.js for `npm start`. Packages stay
// external (node_modules is there at run time); the Remix build is loaded from BUILD_DIR/server
// at start-up, not bundled here.
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(new URL("..", import.meta.url).pathname);
const outfile = path.resolve(ROOT, process.env.BUILD_DIR || "build", "http/main.js");

/** How both bundles are made: Node 20 ES modules, packages left to node_modules. */
const bundled = {
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: path.join(ROOT, "tsconfig.json"),
  logLevel: "warning",
};

await build({ ...bundled, entryPoints: [path.join(ROOT, "http/main.ts")], outfile });
console.log(`[build] ${path.relative(ROOT, outfile)}`);

// The operator's scripts, bundled the same way into BUILD_DIR/scripts/, so the Docker image runs
// them with node and ships no TypeScript sources (docs/operations.md "Docker").
const scripts = {
  "db-backup": "scripts/db-backup.ts",
  "db-restore": "scripts/db-restore.ts",
  "admin-set-password": "scripts/admin-set-password.ts",
  "db-migrate": "db/migrate-cli.ts",
};
const scriptsDir = path.resolve(ROOT, process.env.BUILD_DIR || "build", "scripts");
// Worker threads the server starts (decision 0046), next to it: BUILD_DIR/workers/<name>.js.
const workers = { "judge-worker": "app/server/generated-pages/judge-worker.ts" };
const workersDir = path.resolve(ROOT, process.env.BUILD_DIR || "build", "workers");
for (const [entries, outdir] of [
  [scripts, scriptsDir],
  [workers, workersDir],
])
  await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(ROOT, file)])),
    ...bundled,
    outdir,
    // tsconfig's `~/` alias for app/, resolved before `packages: "external"` would keep it as a package.
    plugins: [
      {
        name: "app-alias",
        setup(b) {
          b.onResolve({ filter: /^~\// }, (args) => b.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: path.join(ROOT, "app") }));
        },
      },
    ],
  });
console.log(
  `[build] ${path.relative(ROOT, scriptsDir)}/{${Object.keys(scripts).join(",")}}.js, ${path.relative(ROOT, workersDir)}/{${Object.keys(workers).join(",")}}.js`,
);
