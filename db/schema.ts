import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const now = sql`(unixepoch() * 1000)`;

/** Public SEO pages created by the admin (docs/product.md §7). Content is sanitised HTML. */
export const generatedPages = sqliteTable(
  "generated_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    description: text("description").notNull(),
    keywords: text("keywords").notNull().default(""),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
    /**
     * Whether the page may be indexed (in sitemap.xml, no noindex): set on save by the
     * content-quality gate (docs/content-quality.md). Pages saved before the gate
     * existed keep true and carry no score.
     */
    indexable: integer("indexable", { mode: "boolean" }).notNull().default(true),
    /** Own words when saved (null: never measured). */
    ownWords: integer("own_words"),
    /** Highest similarity with an indexable page of the site when saved. */
    similarity: real("similarity"),
    /** The page reaching that similarity. */
    similarTo: text("similar_to"),
    /**
     * A draft ("rascunho", docs/product.md §6): not public, not in the sitemap, the menus or the hub;
     * only the admin sees it. Published later from the editor or the panel's list.
     */
    draft: integer("draft", { mode: "boolean" }).notNull().default(false),
    /** When the page was first published (null: never). A slug change after it leaves a 301. */
    publishedAt: integer("published_at", { mode: "timestamp_ms" }),
    /**
     * Who wrote the text: "gerador" (a generator's run, from the generator's vocabulary) or
     * "admin" (typed, or saved from the editor, which makes a generated page the owner's). A
     * generator's page may push another generator's page out of the index, never the owner's
     * (docs/content-quality.md "The judge"). Rows from before the column read "admin".
     */
    writtenBy: text("written_by").$type<"gerador" | "admin">().notNull().default("admin"),
  },
  (t) => [uniqueIndex("generated_pages_slug_unique").on(t.slug), index("generated_pages_created_idx").on(t.createdAt)],
);

/** Motor catalogue (docs/product.md §4.2, 14 models). Features and specs are JSON arrays. */
export const motors = sqliteTable(
  "motors",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    imageWidth: integer("image_width").notNull().default(800),
    imageHeight: integer("image_height").notNull().default(600),
    /** Three short selling points. */
    features: text("features", { mode: "json" }).$type<string[]>().notNull(),
    /** [label, value] pairs shown in the specification table. */
    specs: text("specs", { mode: "json" }).$type<[string, string][]>().notNull(),
    /** Items that come in the box. */
    includedItems: text("included_items", { mode: "json" }).$type<string[]>().notNull(),
    /** Reference price in BRL cents (kit with installation); null is "sob consulta" (decision 0029). */
    priceCents: integer("price_cents"),
    /** Opening time in seconds (16, 8 or 4). */
    openingSeconds: integer("opening_seconds").notNull(),
    /** Gate types the model moves ("basculante", "deslizante"…), for the motor selector (docs/architecture.md, "The two tools"). */
    gateTypes: text("gate_types", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'["basculante"]'`),
    /** Heaviest gate leaf, widest gate (cm) and openings a day the model is meant for; 0 = not known. */
    maxWeightKg: integer("max_weight_kg").notNull().default(0),
    maxWidthCm: integer("max_width_cm").notNull().default(0),
    cyclesPerDay: integer("cycles_per_day").notNull().default(0),
    /** False while the business has not confirmed the selector facts above (shown as "a confirmar"). */
    factsConfirmed: integer("facts_confirmed", { mode: "boolean" }).notNull().default(false),
    /** "ativo", or "fora-de-linha": the page still answers, the grid, menu, sitemap and selector leave it out (decision 0029). */
    status: text("status").$type<"ativo" | "fora-de-linha">().notNull().default("ativo"),
    /** "1/4 HP"; empty when not known (decision 0029: an unknown figure is hidden, never invented). */
    power: text("power").notNull().default(""),
    /** "220 V"; empty when not known. */
    voltage: text("voltage").notNull().default(""),
    /** Duty cycle as the manufacturer states it ("20 ciclos por hora"); empty when not known. */
    dutyCycle: text("duty_cycle").notNull().default(""),
    /** Catalogue revision of db/seed/motors.ts last written over this row; the admin's edits stop it (decision 0029). */
    seedRevision: integer("seed_revision").notNull().default(0),
    /** When the admin last saved the row (null: never, the seed may still correct it). */
    editedAt: integer("edited_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("motors_slug_unique").on(t.slug)],
);

/** Blog-style posts (docs/product.md §4.9, about 500). */
export const posts = sqliteTable(
  "posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull(),
    /** Kind of title: loja, servicos, basculante or motor (drives description and body). */
    kind: text("kind").notNull(),
    /** Place the post is about. */
    place: text("place").notNull(),
    /** Title folded to lower case without accents, for case- and accent-insensitive search. */
    searchText: text("search_text").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("posts_slug_unique").on(t.slug), index("posts_created_idx").on(t.createdAt)],
);

/** Attempted paths that ended in the not-found page (no personal data). */
export const notFoundLog = sqliteTable("not_found_log", {
  path: text("path").primaryKey(),
  count: integer("count").notNull().default(1),
  lastReferrer: text("last_referrer"),
  firstSeenAt: integer("first_seen_at", { mode: "timestamp_ms" }).notNull().default(now),
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull().default(now),
  /** The admin chose to ignore this path in the 404 monitor (docs/product.md §6). */
  ignored: integer("ignored", { mode: "boolean" }).notNull().default(false),
});

/**
 * What an old address answers (docs/product.md §6): a 301 to `to_path`, or 410 Gone when `to_path` is
 * null (a page the admin deleted without choosing where its visitors go). Written only by the
 * admin, so bounded by what the admin does; `hits` counts the answers.
 */
export const redirects = sqliteTable("redirects", {
  fromPath: text("from_path").primaryKey(),
  toPath: text("to_path"),
  hits: integer("hits").notNull().default(0),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/** The authorised admin identity (one, per docs/product.md §1). Only a slow salted hash is stored. */
export const adminUsers = sqliteTable(
  "admin_users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    googleSub: text("google_sub"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [uniqueIndex("admin_users_email_unique").on(t.email)],
);

/** Server-side admin sessions; the cookie holds only the id. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("sessions_expires_idx").on(t.expiresAt)],
);

/** Failed login attempts, shared by every process on the database (rate limiting). */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** "ip:<addr>" or "account:<email>". */
    bucket: text("bucket").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("login_attempts_bucket_at_idx").on(t.bucket, t.at)],
);

/**
 * Second-factor steps waiting for their code (app/server/auth/pending-sign-in.server.ts): the
 * SHA-256 of the nonce the admin_2fa cookie carries. Deleted when the code is accepted (the
 * cookie is single-use) and once expired; at most LIMITS.pendingSignInsPerAdmin per admin.
 */
export const pendingSignIns = sqliteTable(
  "pending_sign_ins",
  {
    id: text("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("pending_sign_ins_expires_idx").on(t.expiresAt), index("pending_sign_ins_admin_idx").on(t.adminId)],
);

/**
 * Admin forms that arrived after the session had ended (app/server/admin/parked-forms.server.ts,
 * decision 0032): the fields as typed, for the browser holding the random admin_parked cookie
 * whose SHA-256 is the id. Taken (deleted) when that browser, signed in again, opens the form;
 * gone after LIMITS.parkedFormMs; at most LIMITS.parkedFormsMax rows, the oldest go first.
 */
export const parkedForms = sqliteTable(
  "parked_forms",
  {
    id: text("id").primaryKey(),
    path: text("path").notNull(),
    fields: text("fields").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    // Bounds per kind (issue area "guard"): true when the post came from a browser with the
    // admin's signed known-device cookie; anonymous posts never evict these rows.
    owner: integer("owner", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("parked_forms_expires_idx").on(t.expiresAt)],
);

/** Single-row counter bumped on every content write; caches compare it to stay fresh. */
export const contentVersion = sqliteTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * "Dados do negócio" (docs/decisions/0028-business-settings.md): one row (id 1) holding the
 * business's facts as JSON, checked by app/lib/business-settings.ts on every read. Written at
 * first boot from the operator's variables; after that only the admin changes it.
 */
export const businessSettings = sqliteTable("business_settings", {
  id: integer("id").primaryKey(),
  data: text("data").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/**
 * An admin's TOTP second factor (docs/decisions/0010-second-factor-totp.md: aal2 once a
 * second factor is verified). `secret` is sealed with AES-256-GCM under a key derived from
 * SESSION_SECRET (secret-box.server.ts); `confirmedAt` stays null while the set-up waits
 * for its first code.
 */
export const adminTotp = sqliteTable("admin_totp", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
  /** Last accepted 30-second time step: a code of that step or an older one is refused (replay). */
  lastStep: integer("last_step").notNull().default(0),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
});

/** Single-use recovery codes of the second factor; only a SHA-256 of each is kept. */
export const adminRecoveryCodes = sqliteTable(
  "admin_recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [uniqueIndex("admin_recovery_codes_admin_hash_unique").on(t.adminId, t.codeHash)],
);

/**
 * One counted click on a WhatsApp or phone button (decision 0014, docs/decisions/0014-leads-counted-on-the-server.md).
 * No address is stored: `visitorHash` is a salted hash whose salt rotates daily. WhatsApp
 * clicks carry the reference code sent in the message; the owner marks the outcome later.
 * Bounded by retention (LEADS_RETENTION_MONTHS) and a daily cap.
 */
export const contactClicks = sqliteTable(
  "contact_clicks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    /** "whatsapp" or "telefone". */
    channel: text("channel").notNull(),
    /** Reference code of the click ("K7Q2"): in the WhatsApp message, or shown to the caller; null on clicks of older versions' calls. */
    code: text("code"),
    pagePath: text("page_path").notNull(),
    /** Kind of page ("cidade", "motor", "palavra-chave"…) and its subject (place, model, keyword…). */
    template: text("template").notNull(),
    subject: text("subject"),
    placement: text("placement").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    gclid: text("gclid"),
    visitorHash: text("visitor_hash").notNull(),
    /**
     * Past its source's daily budget (address, or its /24 or /64; decision 0023): kept with its code,
     * out of the dashboard's figures and shown apart.
     */
    suspect: integer("suspect", { mode: "boolean" }).notNull().default(false),
    /** Salted hashes of the address and of its /24 (IPv4) or /64 (IPv6), with the day's visitor salt: the budgets across processes. */
    addressHash: text("address_hash"),
    networkHash: text("network_hash"),
    /** respondido, orcamento, venda, perdido or spam; null until the owner marks it. */
    outcome: text("outcome"),
    valueCents: integer("value_cents"),
    outcomeAt: integer("outcome_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("contact_clicks_code_unique").on(t.code),
    // No index on visitor_hash: repeats are found in memory (app/server/leads/click-ledger.server.ts).
    index("contact_clicks_at_idx").on(t.at),
    // Exports and dashboard (decision 0041): the latest counted clicks and the latest suspect ones, each without walking the other kind.
    index("contact_clicks_counted_at_idx")
      .on(t.at)
      .where(sql`suspect = 0`),
    index("contact_clicks_suspect_at_idx")
      .on(t.at)
      .where(sql`suspect = 1`),
  ],
);

/** Human page views per path and São Paulo day, flushed from memory (decision 0014). */
export const dailyPageViews = sqliteTable(
  "daily_page_views",
  {
    /** "2026-11-23" in São Paulo time. */
    day: text("day").notNull(),
    path: text("path").notNull(),
    views: integer("views").notNull().default(0),
    /** Distinct visitor hashes seen for this path that day (by this process since the day began). */
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** The salt of the day's visitor hashes; older salts are deleted so old hashes cannot be recomputed. */
export const visitorSalts = sqliteTable("visitor_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * What the admin did (docs/product.md §6): every write, sign-in, sign-out and failed sign-in, with time,
 * e-mail, action and target. Kept 13 months and capped in rows (housekeeping), since failed
 * sign-ins come from anyone.
 */
export const activityLog = sqliteTable(
  "activity_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull().default(now),
    /** The admin's e-mail; for a failed sign-in, the e-mail typed (cut). */
    email: text("email").notNull(),
    /** A key of ACTIVITY_ACTIONS ("pagina.editar", "login.falhou"…). */
    action: text("action").notNull(),
    /** What it touched: a path, a page title, a motor… (cut). */
    target: text("target").notNull().default(""),
  },
  (t) => [index("activity_log_at_idx").on(t.at)],
);

/**
 * Photos and documents of a motor model (docs/product.md §6.3b). A photo or uploaded document is a
 * file in the media folder beside the database (`file_key`); a document may instead be an
 * external URL. Only the admin writes here.
 */
export const motorMedia = sqliteTable(
  "motor_media",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    motorSlug: text("motor_slug").notNull(),
    /** "foto", "manual" or "ficha" (specification sheet). */
    kind: text("kind").notNull(),
    /** Stored file name stem (photos: the stem of every size and format); null for an external URL. */
    fileKey: text("file_key"),
    externalUrl: text("external_url"),
    /** The uploaded file's size in bytes (documents: what the download weighs). */
    bytes: integer("bytes"),
    /** Photos: the largest stored size. */
    width: integer("width"),
    height: integer("height"),
    /** Photos: the alt text the admin wrote. */
    alt: text("alt").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("motor_media_motor_idx").on(t.motorSlug, t.kind, t.position)],
);

/**
 * Customer testimonials (docs/decisions/0027): only what the owner entered or a customer sent
 * through a review-request link, each with the customer's consent. `city` null shows it on
 * every page with testimonials; a city name shows it first on that city's pages. A customer's
 * submission waits as "pendente" until the owner approves it.
 */
export const testimonials = sqliteTable(
  "testimonials",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The name as the customer agreed to show it ("Maria S.", "Condomínio Jardim…"). */
    name: text("name").notNull(),
    /** Where the customer is ("Vila Galvão, Guarulhos"). */
    place: text("place").notNull(),
    text: text("text").notNull(),
    /** Service done ("Instalação de motor basculante"); may be empty. */
    service: text("service").notNull().default(""),
    /** Where it came from: a key of TESTIMONIAL_SOURCES (app/lib/testimonials/rules.ts). */
    source: text("source").notNull(),
    /** Day the customer gave it, YYYY-MM-DD. */
    givenOn: text("given_on").notNull(),
    /** City whose pages show it first; null for every page. */
    city: text("city"),
    /** "publicado", "oculto" or "pendente". */
    status: text("status").notNull(),
    /** When the consent to publish was recorded (the owner's checkbox or the customer's). */
    consentAt: integer("consent_at", { mode: "timestamp_ms" }).notNull(),
    /** Optional photo: the stem of its files in the media folder (decision 0019). */
    photoKey: text("photo_key"),
    photoWidth: integer("photo_width"),
    photoHeight: integer("photo_height"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("testimonials_status_city_idx").on(t.status, t.city)],
);

/**
 * Single-use links the owner sends a customer to ask for a testimonial (decision 0027). Only
 * the SHA-256 of the token is stored; the link works until `expires_at` and once.
 */
export const reviewRequests = sqliteTable("review_requests", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  tokenHash: text("token_hash").notNull().unique(),
  /** Who the owner sent it to, for his own list ("Sr. João, portão da garagem"). */
  customer: text("customer").notNull(),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  /** The submission it brought (null once that testimonial was rejected or deleted). */
  testimonialId: integer("testimonial_id").references(() => testimonials.id, { onDelete: "set null" }),
});

// ---------------------------------------------------------------------------------------------
// Job log: "Serviços realizados" (docs/decisions/0038-job-log.md)
// ---------------------------------------------------------------------------------------------

/**
 * A job the business did, logged by the owner from the phone at the gate. What is public is
 * the place (a place of app/content/places.ts, never a street), the service, the model, the
 * month and the note; the customer's first name and the photos only with the customer's
 * consent. The customer's WhatsApp number is kept only with consent, for the maintenance
 * reminder, is shown to the admin only and is deleted on request. Bounded by LIMITS.jobs.
 */
export const jobs = sqliteTable(
  "jobs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Day the job was done, YYYY-MM-DD (São Paulo). */
    doneOn: text("done_on").notNull(),
    /** Slug of a place of app/content/places.ts. */
    placeSlug: text("place_slug").notNull(),
    /** A key of JOB_SERVICES (app/lib/jobs/rules.ts). */
    service: text("service").notNull(),
    /** The catalogue model (motors.id); null for a motor outside the catalogue. */
    motorId: integer("motor_id").references(() => motors.id, { onDelete: "set null" }),
    /** A key of JOB_GATE_TYPES. */
    gateType: text("gate_type").notNull(),
    /** "casa" or "condominio": sets the next maintenance by the owner's rule. */
    propertyKind: text("property_kind").notNull(),
    note: text("note").notNull().default(""),
    /** The customer allowed photos and the first name to be shown. */
    showConsent: integer("show_consent", { mode: "boolean" }).notNull().default(false),
    firstName: text("first_name").notNull().default(""),
    /** "publicado" or "oculto". */
    status: text("status").notNull(),
    /** Digits only, with country code ("5511987654321"); null without consent or once deleted. */
    customerWhatsapp: text("customer_whatsapp"),
    /** Next maintenance, YYYY-MM-DD; null when none is due (a repair, or no number). */
    nextMaintenanceOn: text("next_maintenance_on"),
    /** When a later job for the same number was logged (the maintenance is then done). */
    maintenanceDoneAt: integer("maintenance_done_at", { mode: "timestamp_ms" }),
    /** "Código do atendimento" of the lead that brought the job (contact_clicks.code, or another leads table's code). */
    leadCode: text("lead_code"),
    /** What the job was worth, in BRL cents; null when not told. */
    valueCents: integer("value_cents"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [
    index("jobs_place_idx").on(t.status, t.placeSlug, t.doneOn),
    index("jobs_motor_idx").on(t.status, t.motorId, t.doneOn),
    index("jobs_maintenance_idx").on(t.nextMaintenanceOn),
  ],
);

/** Photos of a job (1 to LIMITS.jobs.photosPerJob), stored by the media pipeline (decision 0019). */
export const jobPhotos = sqliteTable(
  "job_photos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("job_photos_job_idx").on(t.jobId, t.position)],
);

// ---------------------------------------------------------------------------
// Index verdicts (docs/content-quality.md "Stored verdicts"): whether each public page may be
// indexed, decided when something changes and stored with its reasons.

/**
 * One row per public page path: the judge's verdict and the figures behind it. The sitemap,
 * the robots meta and the canonical read this row; "why is it out of Google?" is a lookup of it.
 * Bounded by the site's pages (LIMITS.pageVerdictsMax).
 */
export const pageVerdicts = sqliteTable(
  "page_verdicts",
  {
    path: text("path").primaryKey(),
    indexable: integer("indexable", { mode: "boolean" }).notNull(),
    /** The page this one points its canonical to (null: its own address). */
    canonicalPath: text("canonical_path"),
    /** Null: not measured (the verdict came from the site's starting list). */
    ownWords: integer("own_words"),
    sharedShare: real("shared_share"),
    /** The page it shares most text with. */
    mostSimilarPath: text("most_similar_path"),
    /** JSON array of the sentences it shares with that page. */
    sharedSentences: text("shared_sentences").notNull().default("[]"),
    /** A key of the intent map (null: none assigned). */
    intent: text("intent"),
    /** A key of VERDICT_REASONS (app/lib/verdict-reasons.ts). */
    reason: text("reason").notNull(),
    decidedAt: integer("decided_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("page_verdicts_indexable_idx").on(t.indexable)],
);

// ---------------------------------------------------------------------------------------------
// Visit requests ("Pedir visita técnica / orçamento", docs/product.md; area: requests).
// ---------------------------------------------------------------------------------------------

/**
 * A visitor's request for a technical visit or a quote, sent by the public form at
 * /pedir-visita. Its reference code is also a lead in contact_clicks (channel "pedido"), so the
 * owner marks its outcome and value like any other lead. Bounded by LIMITS.visitRequests (rows and
 * days kept); photos are files in the private folder beside the database, never served publicly.
 */
export const visitRequests = sqliteTable(
  "visit_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    code: text("code").notNull().unique(),
    /** The site's page the visitor came from ("/portao-nao-abre"), or "/pedir-visita". */
    pagePath: text("page_path").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** Neighbourhood, city or CEP as typed. */
    place: text("place").notNull(),
    /** Whether the place matched a served city ("Dados do negócio"); out of area is still accepted. */
    inArea: integer("in_area", { mode: "boolean" }).notNull(),
    gateType: text("gate_type").notNull(),
    problem: text("problem").notNull(),
    /** Preferred day as typed ("25/12", "sábado"), may be empty; period: manha, tarde or qualquer. */
    preferredDay: text("preferred_day").notNull(),
    period: text("period").notNull(),
    /** JSON array of photo file keys (private folder "pedidos" beside the database). */
    photos: text("photos").notNull(),
    consentAt: integer("consent_at", { mode: "timestamp_ms" }).notNull(),
    /** Salted hashes of the source (the day's visitor salt), for the per-source budgets. */
    addressHash: text("address_hash").notNull(),
    networkHash: text("network_hash").notNull(),
    /** E-mail to the business: "pendente", "enviado", "falhou" or "sem-smtp". */
    mailState: text("mail_state").notNull(),
    mailAttempts: integer("mail_attempts").notNull().default(0),
    mailNextAt: integer("mail_next_at", { mode: "timestamp_ms" }),
    mailError: text("mail_error"),
    /** When the owner opened it in the admin (null: new). */
    seenAt: integer("seen_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("visit_requests_at_idx").on(t.at), index("visit_requests_mail_idx").on(t.mailState, t.mailNextAt)],
);

/**
 * "Esqueci minha senha" (area: requests): single-use links e-mailed to an admin, valid 30
 * minutes. Only the SHA-256 of the token is stored; a used or expired row is pruned with the
 * sign-in tables.
 */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull().unique(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("password_resets_admin_idx").on(t.adminId)],
);

// ---------------------------------------------------------------------------------------------
// The texts of the site's pages ("Páginas do site", decision 0040; area: page texts).
// ---------------------------------------------------------------------------------------------

/**
 * What the owner wrote for one public page of the site (its path): title and description for
 * search results, heading, lead, an own text (light syntax, converted to sanitised HTML when
 * saved) and, on the FAQ, its questions. A null field is the template's text; an empty `body`
 * adds nothing. `draft` holds saved, unpublished fields (JSON, PageTextFields) that visitors never
 * see. `version` grows with every save, so a form opened before another save is refused without
 * losing what was typed. Built-in pages only: generated pages and posts keep their own tables.
 */
export const pageTexts = sqliteTable("page_texts", {
  path: text("path").primaryKey(),
  title: text("title"),
  description: text("description"),
  heading: text("heading"),
  lead: text("lead"),
  body: text("body").notNull().default(""),
  bodyHtml: text("body_html").notNull().default(""),
  /** JSON array of { group, question, answer }; null: the template's questions. */
  questions: text("questions"),
  draft: text("draft"),
  version: integer("version").notNull().default(0),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull().default(now),
  updatedBy: text("updated_by").notNull().default(""),
  /**
   * The revision of the site's starting text (db/seed/page-texts.ts) this row was filled from; 0: a
   * row the seed never filled. The seed fills a page once per revision and never overwrites what
   * the owner wrote (decision 0043).
   */
  seedRevision: integer("seed_revision").notNull().default(0),
});

/**
 * Earlier versions of a page's texts: each save keeps what the page had before it (JSON,
 * PageTextFields), who replaced it and the fields that changed. LIMITS.pageTexts.versionsKept per page.
 */
export const pageTextVersions = sqliteTable(
  "page_text_versions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    path: text("path").notNull(),
    version: integer("version").notNull(),
    fields: text("fields").notNull(),
    /** Comma-separated field keys that the save changed ("title,body"). */
    changed: text("changed").notNull(),
    savedBy: text("saved_by").notNull(),
    savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("page_text_versions_path_idx").on(t.path, t.id)],
);

// ---- Leads dashboard: daily click totals (area: exports and dashboard, docs/performance.md "Leads dashboard and exports") ----

/**
 * Clicks added up per São Paulo day and per what the dashboard groups by, kept by SQLite triggers
 * on contact_clicks in the same transaction as each insert, outcome change and delete
 * (app/server/leads/click-totals.server.ts), so /admin/leads reads a few rows a day instead of
 * every click. Suspect clicks (decision 0023) are added up by day and channel only (their
 * page, template, subject and placement are stored as ""), so they take at most one row per
 * channel a day. A missing subject is "" (part of the key).
 */
export const leadDailyClicks = sqliteTable(
  "lead_daily_clicks",
  {
    /** "2026-11-23" in São Paulo time. */
    day: text("day").notNull(),
    suspect: integer("suspect").notNull(),
    pagePath: text("page_path").notNull(),
    template: text("template").notNull(),
    subject: text("subject").notNull(),
    channel: text("channel").notNull(),
    placement: text("placement").notNull(),
    clicks: integer("clicks").notNull(),
    /** Clicks marked "venda", and the value of those sales. */
    sales: integer("sales").notNull(),
    valueCents: integer("value_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.suspect, t.pagePath, t.template, t.subject, t.channel, t.placement] })],
);

// ---- Area: search intents (docs/content-quality.md "One page per search intent") ----

/**
 * The owner's choice of the page answering a search intent (app/lib/search-intents.ts), made in
 * "Google" (/admin/google). One row per intent of the map at most, so the table is bounded by the
 * map (LIMITS.searchIntentChoicesMax); an intent without a row takes the best-scoring candidate.
 */
export const searchIntentChoices = sqliteTable("search_intent_choices", {
  intent: text("intent").primaryKey(),
  path: text("path").notNull(),
  chosenAt: integer("chosen_at", { mode: "timestamp_ms" }).notNull().default(now),
});

// ---- Area: deleted pages (decision 0045) ----

/**
 * A generated page as it was when the owner deleted it, restorable for
 * LIMITS.deletedPages.keepDays ("Páginas excluídas"). `page` is the JSON of its fields (title, slug,
 * content, description, keywords, draft, writtenBy, createdAt, publishedAt); `rerouted` the JSON
 * list of stored redirects that pointed at its address and were sent, with it, to `redirect_to`
 * (null: the address answered 410). Bounded by LIMITS.deletedPages.
 */
export const deletedGeneratedPages = sqliteTable(
  "deleted_generated_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    page: text("page").notNull(),
    rerouted: text("rerouted").notNull().default("[]"),
    redirectTo: text("redirect_to"),
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }).notNull().default(now),
  },
  (t) => [index("deleted_generated_pages_deleted_idx").on(t.deletedAt)],
);
