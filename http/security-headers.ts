// Security headers sent on every response. Everything but the CSP nonce is computed once
// at start-up; the per-response cost is one string concatenation.
import type { HttpMiddleware, SecurityHeaders } from "./types";
import { VIDEO_HOSTS } from "../app/lib/video-hosts";

const GOOGLE_ACCOUNTS_ORIGIN = "https://accounts.google.com";

export function createSecurityHeaders({
  siteUrl,
  videoUrl,
  googleSignIn = false,
}: {
  siteUrl: string;
  videoUrl?: string;
  googleSignIn?: boolean;
}): SecurityHeaders {
  // The home page's demo video (DEMO_VIDEO_URL) and the players allowed in generated pages.
  const frameOrigins = [...new Set([...(videoUrl ? [new URL(videoUrl).origin] : []), ...VIDEO_HOSTS.map((h) => `https://${h}`)])];
  // A form POST to /auth/google is answered with a redirect to Google; form-action covers it.
  const formAction = googleSignIn ? `'self' ${GOOGLE_ACCOUNTS_ORIGIN}` : "'self'";
  const before = "default-src 'self'; script-src 'nonce-";
  const after = [
    "' 'strict-dynamic'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${formAction}`,
    `frame-src ${frameOrigins.join(" ")}`,
    "img-src 'self' data: https:",
    // React's style attributes (progress bars) and Tailwind need inline styles; no script runs from CSS.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
  ].join("; ");
  const fixed: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
  ];
  if (siteUrl.startsWith("https://")) fixed.push(["Strict-Transport-Security", "max-age=31536000"]);
  return { fixed, csp: (nonce) => before + nonce + after };
}

/** Express middleware: a fresh nonce in res.locals.nonce and every security header. */
export function securityHeadersMiddleware(headers: SecurityHeaders, createNonce: () => string): HttpMiddleware {
  return (req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of headers.fixed) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", headers.csp(nonce));
    next();
  };
}
