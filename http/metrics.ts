// /metrics (docs/operations.md "Metrics"): Prometheus text format through prom-client. Private:
// answered to loopback requests that came through no proxy (no X-Forwarded-For or Forwarded), or
// to `Authorization: Bearer <METRICS_TOKEN>`; anything else gets 404, as if there were no such page.
import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import client from "prom-client";
import { CACHE_CONTROL } from "./cache-policy";
import { pathOf } from "./target";

export const METRICS_PATH = "/metrics";

/** Figures the app reads from its database and data folder at each scrape (app/server/infra/operations-figures.server.ts). */
export type OperationsFigures = {
  dbWriteErrors: number;
  clicks: { counted: number; suspect: number };
  lastBackupSeconds: number | null;
};

/** The kind of route a path is, for the request counters (a bounded set of labels, never the path itself). */
export function routeKind(path: string): string {
  if (path === "/healthz") return "saude";
  if (path === METRICS_PATH) return "metricas";
  if (/^\/(admin|auth)(\/|\.|$)/.test(path)) return "admin";
  if (/^\/contato\//.test(path)) return "contato";
  if (/^\/midia\//.test(path)) return "midia";
  if (/^\/assets\//.test(path) || /\.[a-z0-9]{2,5}$/i.test(path)) return "arquivo";
  return "pagina";
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

export function createMetrics({ token, figures, renderQueueDepth }: { token?: string; figures: () => OperationsFigures; renderQueueDepth: () => number }) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "site_" });
  const requests = new client.Counter({
    name: "site_http_requests_total",
    help: "Pedidos HTTP respondidos, por status e tipo de rota",
    labelNames: ["status", "kind"] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: "site_http_request_duration_seconds",
    help: "Tempo de resposta, por tipo de rota",
    labelNames: ["kind"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheHits = new client.Counter({ name: "site_page_cache_hits_total", help: "Páginas públicas servidas da memória", registers: [registry] });
  const cacheMisses = new client.Counter({
    name: "site_page_cache_misses_total",
    help: "Páginas públicas que precisaram ser renderizadas",
    registers: [registry],
  });
  new client.Gauge({
    name: "site_render_queue_depth",
    help: "Pedidos esperando uma vaga de renderização",
    registers: [registry],
    collect() {
      this.set(renderQueueDepth());
    },
  });
  const read = (pick: (f: OperationsFigures) => number | null) => () => {
    try {
      return pick(figures());
    } catch {
      return null;
    }
  };
  const gauge = (name: string, help: string, value: () => number | null) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const v = value();
        if (v !== null) this.set(v);
      },
    });
  gauge(
    "site_db_write_errors",
    "Falhas de escrita no banco vistas pela sonda de /healthz desde o início do processo",
    read((f) => f.dbWriteErrors),
  );
  const clicks = new client.Gauge({
    name: "site_contact_clicks",
    help: "Cliques de contato gravados no período de retenção, contados ou suspeitos",
    labelNames: ["kind"] as const,
    registers: [registry],
    collect() {
      try {
        const f = figures();
        this.set({ kind: "contado" }, f.clicks.counted);
        this.set({ kind: "suspeito" }, f.clicks.suspect);
      } catch {
        // the database is unreadable: /healthz says so
      }
    },
  });
  void clicks;
  gauge(
    "site_backup_last_success_timestamp_seconds",
    "Hora do backup mais recente em BACKUP_DIR (segundos desde 1970)",
    read((f) => f.lastBackupSeconds),
  );

  const hits = new WeakSet<ServerResponse>();
  return {
    /** Counts the response when it is sent (one line in the server's request handler). */
    observe(req: IncomingMessage, res: ServerResponse) {
      const began = process.hrtime.bigint();
      res.once("finish", () => {
        const kind = routeKind(pathOf(req.url ?? "/"));
        requests.inc({ status: String(res.statusCode), kind });
        duration.observe({ kind }, Number(process.hrtime.bigint() - began) / 1e9);
        if (hits.has(res)) cacheHits.inc();
        else if (req.method === "GET" && res.statusCode === 200 && res.getHeader("Cache-Control") === CACHE_CONTROL.publicPage) cacheMisses.inc();
      });
    },
    /** Marks a response answered from the page cache; returns `served` unchanged. */
    cacheHit(served: boolean, res: ServerResponse): boolean {
      if (served) hits.add(res);
      return served;
    },
    /** Answers /metrics; true when it did (the request goes no further). */
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (pathOf(req.url ?? "/") !== METRICS_PATH) return false;
      const proxied = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
      const local = !proxied && LOOPBACK.test(req.socket.remoteAddress ?? "");
      const auth = req.headers.authorization ?? "";
      const bearer = auth.startsWith("Bearer ") ? auth.slice(7).trim() : "";
      if (!local && !(token && bearer && sameToken(bearer, token))) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Página não encontrada.");
        return true;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(text),
        () => res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Falha ao gerar as métricas."),
      );
      return true;
    },
  };
}
