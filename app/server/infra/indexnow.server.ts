import { getEnv } from "./env.server";
import { log } from "./log.server";

/**
 * IndexNow pings (docs/product.md §6): when INDEXNOW_KEY is set, the addresses of generated pages that
 * were published, changed or deleted are sent to IndexNow, which shares them with Bing, Yandex
 * and the other engines that take part. Addresses are gathered for a moment and sent in one
 * request; a failure is logged and never reaches the admin. The host and every URL come from
 * SITE_URL, never from a request. The key file /{key}.txt is answered by http/site.ts.
 */
export const INDEXNOW_ENDPOINT = "https://api.indexnow.org/indexnow";
/** Wait before sending, so a batch of pages ("Gerar 50") goes in one request. */
export const INDEXNOW_DELAY_MS = 2_000;
/** IndexNow takes up to 10,000 URLs per request. */
const MAX_URLS = 10_000;
const TIMEOUT_MS = 10_000;

const pending = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> = Promise.resolve();

/** Drops the paths waiting to be announced (app/server/process-state.server.ts). */
export function forgetIndexNowQueue(): void {
  pending.clear();
  if (timer) clearTimeout(timer);
  timer = null;
}

/** Queues site paths ("/links-uteis/x") to be announced; does nothing without INDEXNOW_KEY. */
export function announcePaths(paths: string[]): void {
  const { INDEXNOW_KEY: key, SITE_URL } = getEnv();
  if (!key || paths.length === 0) return;
  for (const path of paths) pending.add(new URL(path, SITE_URL).href);
  timer ??= setTimeout(() => {
    timer = null;
    inFlight = send();
  }, INDEXNOW_DELAY_MS);
  // A pending ping never keeps the process alive (a clean shutdown just drops it).
  timer.unref?.();
}

/** Sends what is queued now (tests, shutdown); resolves when the request ends. */
export async function flushAnnouncements(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = null;
    inFlight = send();
  }
  await inFlight;
}

async function send(): Promise<void> {
  const { INDEXNOW_KEY: key, SITE_URL } = getEnv();
  const urls = [...pending].slice(0, MAX_URLS);
  for (const url of urls) pending.delete(url);
  if (!key || urls.length === 0) return;
  const site = new URL(SITE_URL);
  try {
    const response = await fetch(INDEXNOW_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ host: site.host, key, keyLocation: new URL(`/${key}.txt`, site).href, urlList: urls }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // 200 and 202 are accepted; 4xx means a wrong key or host, worth the operator's attention.
    if (!response.ok) log.warn(`IndexNow recusou ${urls.length} endereço(s): HTTP ${response.status}`);
  } catch (error) {
    log.warn(`IndexNow indisponível; ${urls.length} endereço(s) não avisado(s): ${error instanceof Error ? error.message : String(error)}`);
  }
}
