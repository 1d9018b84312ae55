declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Client address as Express resolved it under TRUST_PROXY (decision 0024). */
    clientIp: string;
    /**
     * Gives this request's render slot back (http/render-limit.ts) before it waits on something
     * other than rendering (a password check, decision 0024); absent outside the HTTP layer.
     */
    leaveRenderSlot?: () => void;
    /** CSP nonce for this response's inline scripts (http/security-headers.ts); absent in loader tests. */
    nonce?: string;
    /** URL of the public pages' enhancement module (app/enhance, decision 0017); absent in loader tests. */
    enhanceScript?: string;
    /** Renders a public page in-process (http/site.ts): HTML when it answers 200, else null; absent in loader tests. */
    renderPage?: (path: string) => Promise<string | null>;
  }
}

export {};
