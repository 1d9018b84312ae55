// Every bound the server keeps against hostile or unlucky traffic, in one place
// (README "Limits"). The HTTP layer (http/*.ts) and the app (app/server/*) both read them.

export const LIMITS = {
  /**
   * Longest request target (path and query) accepted; longer gets 414. Remix's route
   * discovery asks for `/__manifest?p=…` URLs of up to 7,680 characters.
   */
  maxTargetLength: 8192,
  /** Forms carry at most a 200 KB page (up to three times that once URL-encoded). */
  maxBodyBytes: 2 * 1024 * 1024,
  /** The legacy import posts every page the old site kept in the browser at once. */
  maxImportBodyBytes: 32 * 1024 * 1024,
  /**
   * A motor photo (15 MB) or document (20 MB) with its form, posted by a signed-in admin to
   * /admin/motores/… (issue #17). Only a request carrying the admin's session cookie gets it.
   */
  maxUploadBodyBytes: 21 * 1024 * 1024,
  /** An upload may take this long to arrive (20 MB over a slow mobile link). */
  uploadReadTimeoutMs: 180_000,
  /** Uploads read at once; one more gets 503 (each is held in memory while it arrives). */
  uploadsAtOnce: 2,
  /** The whole request body must arrive within this time, or the answer is 408. */
  bodyReadTimeoutMs: 10_000,
  /** The request line and headers must arrive within this time (Node's headersTimeout). */
  headersTimeoutMs: 10_000,
  /** Requests rendered by Remix at once. */
  renderSlots: 2,
  /** A slot is given back after this long even if the client reads the answer slowly. */
  renderHoldMs: 5_000,
  /** Render slots sign-in posts (/admin/login…) may hold at once; the others stay for every other request (decision 0024). */
  signInRenderSlots: 1,
  /** Requests allowed to wait for a render slot; one more gets 503. */
  renderQueueMax: 64,
  /** Longest wait for a render slot; past it the answer is 503. */
  renderQueueWaitMs: 10_000,
  /** Retry-After (seconds) sent with a 503 of the render queue. */
  retryAfterSeconds: 5,
  /**
   * Sign-ins' password checks waiting for the one being hashed (scrypt runs one at a time,
   * about 0.25 s each; app/server/auth/password.server.ts); one more answers 503 and keeps the
   * typed e-mail. A waiting sign-in holds no render slot (decision 0024).
   */
  passwordChecksWaiting: 8,
  /** Longest wait of a sign-in's password check; past it the answer is 503. */
  passwordCheckWaitMs: 10_000,
  /** Second-factor steps pending at once per admin (5 minutes each); a new one ends the oldest beyond it. */
  pendingSignInsPerAdmin: 5,
  /** Rows kept in not_found_log (least hit, then oldest, go first). */
  notFoundLogMaxRows: 2_000,
  /** Days a not_found_log row is kept after it was last hit. */
  notFoundLogMaxAgeDays: 90,
  /** Longest path and referrer stored in not_found_log. */
  notFoundLogMaxTextLength: 300,
  /** How often the housekeeping timer prunes logs, sessions and login attempts. */
  pruneIntervalMs: 10 * 60_000,
  /** Open sessions kept per admin; a new sign-in ends the oldest beyond it. */
  sessionsPerAdmin: 10,
  /** Rows kept in login_attempts during a flood (the oldest go first). */
  maxLoginAttemptRows: 50_000,
  /** Rows kept in activity_log (the oldest go first): failed sign-ins come from anyone. */
  maxActivityRows: 50_000,
};
