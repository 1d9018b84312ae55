import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./lib/nonce";
import { createHtmlBodyStream } from "./server/html-stream.server";

import { loginRedirectForDataRequest, loginRequiredDocument } from "./server/login-required.server";

import type { boot } from "./server/boot.server";
import type { getEnv } from "./server/env.server";
import type { watchContentVersion } from "./server/content-version.server";

// Stateful start-up pieces the HTTP layer (http/main.ts) takes from this module of the build,
// so that they share the build's database connection and environment.
export { boot } from "./server/boot.server";
export { getEnv } from "./server/env.server";
export { watchContentVersion } from "./server/content-version.server";

/** What http/main.ts uses of this module besides Remix's own exports. */
export type AppServerEntry = {
  boot: typeof boot;
  getEnv: typeof getEnv;
  watchContentVersion: typeof watchContentVersion;
};

/**
 * Remix's own data requests (client-side navigations and form posts made with JavaScript)
 * follow the admin guard's sign-in redirect instead of showing an error page.
 */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  return (await loginRedirectForDataRequest(response, request)) ?? response;
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
          const body = createHtmlBodyStream();
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
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
