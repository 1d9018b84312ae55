import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";
import { createHtmlBodyStream } from "./server/infra/html-stream.server";
import { escapeHtml, restoreTypedBraces, slotFiller } from "./lib/business-slots";
import { hydratesPath } from "./lib/hydration";
import { getServedBusiness } from "./server/data/business-settings.server";

import { loginRedirectForDataRequest, loginRequiredDocument } from "./server/auth/login-required.server";
import { logServerError } from "./server/infra/log.server";
import { clickStore } from "./server/leads/clicks.server";

import type { boot } from "./server/startup/boot.server";
import type { operationsFigures } from "./server/infra/operations-figures.server";
import type { getEnv } from "./server/infra/env.server";
import type { watchContentVersion } from "./server/data/content-version.server";
import type { answerContactPath } from "./server/leads/contact-endpoints.server";
import type { flushViews } from "./server/leads/views.server";
import type { walSynced } from "./server/data/wal-sync.server";
import type { checkpointAndClose } from "./server/data/db.server";
import type { mediaRoot } from "./server/media/media-files.server";
import type { hasAdminSession } from "./server/auth/session-check.server";

// Stateful start-up pieces the HTTP layer (http/main.ts) takes from this module of the build,
// so that they share the build's database connection and environment.
export { boot } from "./server/startup/boot.server";
export { getEnv } from "./server/infra/env.server";
export { watchContentVersion } from "./server/data/content-version.server";
/** The counted contact redirects and the view beacon, answered before the render queue (decision 0014). */
export { answerContactPath } from "./server/leads/contact-endpoints.server";
/** The folder of the uploaded motor photos and documents, served by http/media-files.ts (docs/product.md §6). */
export { mediaRoot } from "./server/media/media-files.server";
/** Asked by http/body-limit.ts before a large body is read: only a real session gets more (decision 0025). */
export { hasAdminSession } from "./server/auth/session-check.server";
/** Written by http/main.ts before the process exits, so a restart loses no counted view. */
export { flushViews } from "./server/leads/views.server";
/** Written by http/main.ts before the process exits: the recorded clicks still in memory. */
export const flushClicks = (): number => clickStore.flush();
/** Awaited by http/main.ts before the process exits: the clicks' commits reach the disk (decision 0022). */
export { walSynced } from "./server/data/wal-sync.server";
/** Called by http/main.ts last on a clean stop: the WAL moved into site.db, the file closed (decision 0030). */
export { checkpointAndClose } from "./server/data/db.server";
// The figures /metrics reads at each scrape (docs/operations.md "Metrics").
export { operationsFigures } from "./server/infra/operations-figures.server";

/** What http/main.ts uses of this module besides Remix's own exports. */
export type AppServerEntry = {
  boot: typeof boot;
  getEnv: typeof getEnv;
  watchContentVersion: typeof watchContentVersion;
  answerContactPath: typeof answerContactPath;
  flushViews: typeof flushViews;
  flushClicks: typeof flushClicks;
  walSynced: typeof walSynced;
  checkpointAndClose: typeof checkpointAndClose;
  mediaRoot: typeof mediaRoot;
  hasAdminSession: typeof hasAdminSession;
  operationsFigures: typeof operationsFigures;
};

/**
 * Remix's own data requests (client-side navigations and form posts made with JavaScript)
 * follow the admin guard's sign-in redirect instead of showing an error page.
 */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  return (await loginRedirectForDataRequest(response, request)) ?? response;
}

/**
 * The one place Remix reports a loader, action or render error: logged once with method and
 * path. Aborted requests (the client went away) are not errors and are not logged, nor are the
 * router's own 4xx answers (no such route, no action, a data request for a route the URL does
 * not match): requests refused by design leave no line (decision 0025).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logServerError(error, request);
}

const ABORT_DELAY = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce ?? "";
  // A script or API client without an admin session gets the guard's 401 JSON, not an HTML error page.
  const loginRequired = loginRequiredDocument(remixContext.staticHandlerContext.errors);
  if (loginRequired) return loginRequired;
  // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") || "");
  // Public pages state the owner's figures where their copy holds a slot (decision 0028); the
  // admin, which React hydrates, renders its own values.
  // Braces a visitor typed are kept as typed (keepTypedBraces): restored after the slots are filled.
  const fillSlots = hydratesPath(new URL(request.url).pathname) ? undefined : slotFiller(getServedBusiness(), escapeHtml);
  const fill = fillSlots && ((text: string) => restoreTypedBraces(fillSlots(text)));
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          // Not a bare PassThrough: React 18 can pad chunks with NUL bytes (html-stream.server.ts).
          const body = createHtmlBodyStream(fill);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logServerError(error, request);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
