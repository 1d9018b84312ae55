// Every bound the server keeps against hostile or unlucky traffic, in one place
// (docs/operations.md "Limits"). The HTTP layer (http/*.ts) and the app (app/server/*) both read them.

export const LIMITS = {
  /**
   * Stored index verdicts (one per public page: docs/content-quality.md "Stored verdicts"): the
   * most a list returns; the seed and the generated pages' own bound keep the table under it.
   */
  pageVerdictsMax: 5_000,
  /** "Páginas do site" (decision 0040): what one page's texts may hold, and the versions kept. */
  pageTexts: {
    titleMax: 120,
    descriptionMax: 320,
    headingMax: 160,
    leadMax: 800,
    /** The own text, as typed (the light syntax's save limit, MAX_CONTENT_BYTES). */
    bodyMaxBytes: 200 * 1024,
    questionsMax: 100,
    questionMax: 300,
    answerMax: 4_000,
    /** Earlier versions kept per page; older ones are dropped by the save that adds one. */
    versionsKept: 20,
  },
  /**
   * Deleted generated pages kept for "Páginas excluídas" (decision 0045): each can be restored for
   * `keepDays`; the delete that adds one drops those older and, past `rows`, the oldest (a page
   * holds at most MAX_CONTENT_BYTES of text, so the table stays under about 60 MB).
   */
  deletedPages: { keepDays: 30, rows: 300 },
  /**
   * Days the server's own log lines (stdout and stderr: the access log, warnings and errors) are
   * kept by the deployment's log store, as the privacy policy promises: the operator sets the log
   * driver to delete them within this many days (docs/operations.md "Logs").
   */
  serverLogRetentionDays: 30,
  /**
   * Runs of the page tools ("Gerar 50", the batch creator and the local generator without
   * JavaScript) followed on their progress page (app/server/generated-pages/tool-runs.server.ts):
   * one of each tool runs at a time per process; finished ones are kept `keepMinutes` for their page, at most `kept`.
   */
  toolRuns: { kept: 20, keepMinutes: 60 },
  /**
   * The owner's choices of the page answering a search intent: at most one per intent of the map
   * (app/lib/search-intents.ts) plus one per model; a choice for an intent not in the map is refused.
   */
  searchIntentChoicesMax: 200,
  /**
   * Longest request target (path and query) accepted; longer gets 414. Remix's route
   * discovery asks for `/__manifest?p=…` URLs of up to 7,680 characters.
   */
  maxTargetLength: 8192,
  /**
   * A body this size or smaller needs no session (the login form, the sign-in code, the Google
   * button); a larger one is read only after the admin session cookie was verified against the
   * database (http/body-limit.ts, decision 0025).
   */
  anonymousBodyBytes: 64 * 1024,
  /** Forms of a signed-in admin carry at most a 200 KB page (up to three times that once URL-encoded). */
  maxBodyBytes: 2 * 1024 * 1024,
  /** The legacy import posts every page the old site kept in the browser at once. */
  maxImportBodyBytes: 32 * 1024 * 1024,
  /**
   * A motor photo (15 MB) or document (20 MB) with its form, posted by a signed-in admin to
   * /admin/motores/…. Only a request whose session was verified gets it (decision 0025).
   */
  maxUploadBodyBytes: 21 * 1024 * 1024,
  /** An upload may take this long to arrive (20 MB over a slow mobile link). */
  uploadReadTimeoutMs: 180_000,
  /**
   * Largest photo decoded, in pixels (40 megapixels: a 7,700 × 5,200 photo). Read from the file's
   * header before any decoding; a larger one is refused with its size named. A decoded 40 MP photo
   * takes at most 160 MB (four bytes a pixel) while the one photo being converted is processed
   * (docs/performance.md "Photo uploads").
   */
  photoMaxPixels: 40_000_000,
  /** Uploads of a verified session read at once; one more gets 503 (each is held in memory while it arrives). */
  uploadsAtOnce: 2,
  /**
   * Request bodies held in memory at once, all requests together (each counts its declared
   * length from before its first byte is read until its answer is sent); one more gets 503 with
   * Retry-After. Two uploads (42 MB) and two visit requests with photos (32 MB) fit beside the anonymous share.
   */
  bodyBytesInMemory: 96 * 1024 * 1024,
  /**
   * The part of bodyBytesInMemory that requests without a verified session may hold together:
   * a flood of small anonymous bodies never takes the room of the admin's upload.
   */
  anonymousBodyBytesInMemory: 8 * 1024 * 1024,
  /** Visit requests with photos held in memory at once (LIMITS.visitRequests.bodyMaxBytes each), beside the anonymous share. */
  visitRequestBodiesAtOnce: 2,
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
  /**
   * Requests of one client address (an IPv6 /64) that reach the app at once, page cache and
   * static files aside (http/client-limit.ts): `atOnce` rendering or waiting for a render slot,
   * `waitingMax` more waiting for their turn, each at most `waitMs`; past either bound `429` with
   * Retry-After. `CLIENT_REQUESTS_AT_ONCE` sets `atOnce` (0 turns the limit off: a load test
   * standing for many visitors from one address). A client refused so is then, until
   * `penaltyMs` after its last refusal, also held to `penalizedPerSecond` requests a second (the
   * rest 429 at once), so a flood's one request at once cannot keep half the thread rendering;
   * at most `penalizedMax` such clients are remembered (the oldest forgotten first).
   */
  clientRequests: { atOnce: 1, waitingMax: 16, waitMs: 10_000, retryAfterSeconds: 5, penaltyMs: 10_000, penalizedPerSecond: 2, penalizedMax: 10_000 },
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
  /**
   * An admin form that arrives after the session ended is kept this long for the browser that
   * sent it, to be filled in again after the next sign-in (decision 0032).
   */
  parkedFormMs: 30 * 60_000,
  /** Parked forms of anonymous posts kept at once, all browsers together; one more ends the oldest of them. */
  parkedFormsMax: 50,
  /**
   * Parked forms of the owner's browsers (a post carrying the admin's signed known-device
   * cookie), kept apart: anonymous posts never evict them; one more ends the oldest of them.
   */
  parkedFormsOwnerMax: 10,
  /** Largest parked form (its fields as JSON); a larger one is not kept. No-session bodies are at most anonymousBodyBytes anyway. */
  parkedFormBytes: 256 * 1024,
  /**
   * Typed text (app/lib/text-safety.ts): the most combining marks on one letter (Portuguese needs
   * one, a keycap emoji two) and the most invisible characters in one field (an emoji family
   * holds three zero-width joiners). More is refused with a pt-BR message and the form kept.
   */
  text: { combiningMarksRun: 4, invisibleChars: 12 },
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
  /**
   * Rows kept in activity_log per kind of action (`activityKind` in app/lib/activity-actions.ts),
   * the oldest of that kind going first: failed sign-ins come from anyone and visitors' requests
   * from any visitor, so neither can push the owner's actions out.
   */
  activityRows: { owner: 50_000, failedSignIn: 5_000, visitor: 5_000 },
  /**
   * CSV exports of clicks stream from the database (docs/performance.md "Leads dashboard and
   * exports"): one query of `pageRows` rows per chunk, the event loop free between chunks, and
   * each export stops at its own bound. Counted clicks: the daily cap (10,000) over the longest
   * range (400 days); suspect clicks: every one ever kept (5,000 a day for 30 days, decision 0023).
   * The dashboard's daily totals (lead_daily_clicks) have no bound of their own: a row adds up at
   * least one stored click and goes when its last click is deleted.
   */
  leadsExport: { pageRows: 500, maxCountedRows: 4_000_000, maxSuspectRows: 150_000 },
  /**
   * The same log line (same kind and text, path and details aside) is written at most this
   * many times per `logWindowMs`; the rest are counted and the count is written once the
   * window is over (log-limit.ts).
   */
  logRepeatsPerWindow: 5,
  /** All lines together (any key) written per `logWindowMs`; the rest are counted the same way. */
  logLinesPerWindow: 100,
  logWindowMs: 60_000,
  /** Distinct lines whose repeats are counted at once; past it the oldest is forgotten. */
  logKeysTracked: 1_000,
  /**
   * "Catálogo de motores" (decision 0029): what one model's form accepts. Longer text, more
   * lines or a figure outside its range is refused with a pt-BR message and the form kept.
   */
  motorCatalogue: {
    nameMax: 80,
    slugMax: 80,
    descriptionMax: 600,
    /** Power, voltage and duty cycle as typed ("1/4 HP", "220 V", "20 ciclos por hora"). */
    shortFieldMax: 60,
    includedItemsMax: 12,
    includedItemMax: 120,
    /** Opening time in seconds. */
    secondsMin: 1,
    secondsMax: 120,
    /** Heaviest gate leaf in kg (0 = not known). */
    weightMaxKg: 2_000,
    /** Widest gate in cm and most openings a day (0 = not known). */
    widthMaxCm: 3_000,
    cyclesMaxPerDay: 5_000,
    /** Selling points shown on the model's card and page, one per line. */
    featuresMax: 5,
    featureMax: 120,
    /** Price in BRL; empty is "sob consulta". */
    priceMaxReais: 100_000,
    /** Models in the table, active and retired together. */
    maxModels: 60,
  },
  /**
   * "Dados do negócio" (docs/decisions/0028-business-settings.md): longest text field, cities
   * served, dated opening exceptions and the whole stored row.
   */
  businessTextChars: 200,
  /** "Tipos de portão" in Dados do negócio: a short paragraph. */
  businessGateServicesChars: 600,
  businessCities: 60,
  businessHourExceptions: 40,
  /** Access-log lines of 404 answers per `logWindowMs` (any client can cause them); the rest are counted (http/access-log.ts). */
  accessLog404PerWindow: 30,
  /** Longest path written in an access-log line; longer ones are cut (http/access-log.ts). */
  accessLogPathMax: 300,
  /**
   * "Serviços realizados" (docs/decisions/0038-job-log.md): jobs kept (one more is refused with a
   * message), photos per job, the note, the first name, the pages' lists and how long a
   * customer's WhatsApp number is kept after the job.
   */
  jobs: {
    maxJobs: 5_000,
    photosPerJob: 6,
    noteMax: 500,
    firstNameMax: 30,
    /** Jobs shown on a place's or a model's page, and on the home. */
    shownPerPage: 6,
    shownOnHome: 3,
    /** "Manutenções a vencer": due within this many days (and every overdue one). */
    dueWithinDays: 30,
    /** Rows of the admin's list and of the due list. */
    adminListMax: 200,
    /** A customer's number is deleted this many months after the job (housekeeping), whatever else happens. */
    customerNumberMonths: 24,
    /** Months to the next maintenance, the owner's rule (docs/product.md FAQ: once a year for homes, twice for condominiums). */
    maintenanceMonths: { casa: 12, condominio: 6 },
  },
  /**
   * "Pedir visita técnica / orçamento" (docs/product.md, the visit request form): what one request
   * may carry, how many one source may send a day (decision 0023's budgets), and how many rows
   * and days the table keeps.
   */
  visitRequests: {
    nameMax: 80,
    phoneMax: 20,
    placeMax: 120,
    problemMin: 5,
    problemMax: 1_500,
    preferredDayMax: 40,
    photosMax: 3,
    /** One photo, before it is re-encoded. */
    photoMaxBytes: 6 * 1024 * 1024,
    /** The whole multipart body, photos and fields (an anonymous request: http/upload-path.ts). */
    bodyMaxBytes: 16 * 1024 * 1024,
    perAddressPerDay: 5,
    perNetworkPerDay: 20,
    perDay: 300,
    maxRows: 5_000,
    retentionDays: 365,
    /** E-mail retries: after 1, 5, 30 minutes, 2 h, 12 h; then "falhou". */
    mailRetryMinutes: [1, 5, 30, 120, 720],
  },
};
