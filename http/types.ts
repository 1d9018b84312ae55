// Types shared by the HTTP layer's modules.
import type { IncomingMessage, ServerResponse } from "node:http";
import type express from "express";

/** The security headers of every response (security-headers.ts): fixed pairs and the CSP for a nonce. */
export type SecurityHeaders = { fixed: [string, string][]; csp: (nonce: string) => string };

/** What the Express chain keeps in `res.locals`. */
export interface HttpLocals {
  /** This response's CSP nonce (security-headers.ts). */
  nonce: string;
  /** Gives the render slot back early (render-limit.ts); set once the request holds a slot. */
  renderDone?: () => void;
}

/**
 * An Express request; `rawBody` is the whole body once request-body.ts has read it, and
 * `adminSession` is true once body-limit.ts verified the admin session (only for a large body).
 */
export type HttpRequest = express.Request & { rawBody?: Buffer; adminSession?: boolean };
export type HttpResponse = express.Response<unknown, HttpLocals>;
export type HttpMiddleware = (req: HttpRequest, res: HttpResponse, next: express.NextFunction) => void;

/** A plain Node handler, run before Express (identity check, static files, page cache). */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The site's identity as the Remix bridge needs it (site-identity.ts). */
export type SiteOrigin = { origin: string; host: string };
