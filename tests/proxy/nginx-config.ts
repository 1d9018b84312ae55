// The nginx pieces both runs behind deploy/nginx/cache.conf share: `npm run test:proxy`
// (tests/proxy/nginx-cache.ts) and `npm run test:faults -- upgrade` (tests/faults/upgrade.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../bench/server-process.mjs";

/** Debian's nginx, or one on PATH; null when none is installed. */
export function nginxBinary(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/**
 * A whole nginx.conf for a private folder `dir`: the production site of deploy/nginx/cache.conf
 * listening on `listen`, proxying to `upstream` (an address, or the name of an upstream block
 * given in `http`), with its pid, logs, cache and temp files under `dir`; `http` adds blocks.
 */
export function nginxConfig({ dir, listen, upstream, http = "" }: { dir: string; listen: string; upstream: string; http?: string }): string {
  const site = fs
    .readFileSync(path.join(ROOT, "deploy/nginx/cache.conf"), "utf8")
    .replaceAll("@CACHE_DIR@", path.join(dir, "cache"))
    .replaceAll("@LISTEN@", listen)
    .replaceAll("@SERVER_NAME@", "127.0.0.1")
    .replaceAll("@UPSTREAM@", upstream);
  const temp = (name: string) => path.join(dir, name);
  // Started by root, nginx's workers would run as www-data and could not use the private temp folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes 1;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
${http}
${site}
}
`;
}
