// The seven public pages measured by `npm run bench`, audited by `npm run audit:pages`,
// checked by axe (tests/e2e/a11y.spec.ts) and requested by the load test.

/** A generated page the tools create before measuring (see createGeneratedPage). */
export const GENERATED_PAGE = {
  slug: "manutencao-de-portao-automatico-em-moema",
  title: "Manutenção de Portão Automático em Moema",
  description: "Informações sobre Manutenção de Portão Automático em Moema. Atendimento especializado, produtos de qualidade e suporte técnico.",
  content:
    "<h2>Manutenção preventiva em Moema</h2><p>Revisão do motor, lubrificação da cremalheira, ajuste do fim de curso e teste da fotocélula, com técnico que atende Moema, Vila Olímpia e Campo Belo.</p><ul><li>Troca de capacitor e de engrenagem</li><li>Reprogramação de controles remotos</li><li>Ajuste da embreagem do motor</li></ul>",
};

/**
 * @param {string | undefined} postSlug the newest post's slug (firstPostSlug)
 * @returns {{ name: string, path: string }[]}
 */
export function publicPages(postSlug) {
  if (!postSlug) throw new Error("O banco não tem postagens: rode o seed (npm run db:seed).");
  return [
    { name: "home", path: "/" },
    { name: "catálogo", path: "/motores" },
    { name: "motor", path: "/motores/motor-ppa-home" },
    { name: "cidade", path: "/cidades/moema" },
    { name: "postagem", path: `/postagens/${postSlug}` },
    { name: "palavra-chave", path: "/portao-nao-abre" },
    { name: "página gerada", path: `/links-uteis/${GENERATED_PAGE.slug}` },
  ];
}

/** Names of the seven pages, for test titles (the post's slug is only known at run time). */
export const PUBLIC_PAGE_NAMES = ["home", "catálogo", "motor", "cidade", "postagem", "palavra-chave", "página gerada"];

/**
 * The two lead-qualifying tools (docs/architecture.md, "The two tools"): a question screen and an answer screen of each.
 * Audited by `npm run audit:pages` and checked by axe beside the seven pages above. They are
 * `noindex` by decision (answers in the query string), so Lighthouse's "is-crawlable" is expected.
 */
export const TOOL_PAGES = [
  { noindex: true, name: "qual-motor", path: "/qual-motor" },
  { noindex: true, name: "qual-motor: resposta", path: "/qual-motor?tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite" },
  { noindex: true, name: "diagnóstico", path: "/diagnostico" },
  { noindex: true, name: "diagnóstico: fim", path: "/diagnostico?sintoma=nada&energia=sim&queda-de-energia=nobreak" },
];

/**
 * A motor page with a photo the admin uploaded (docs/product.md §6.3b): `npm run audit:pages` adds
 * the photo first (bench/add-motor-photo.ts) and checks the page keeps the other pages' scores.
 */
export const PHOTO_PAGES = [{ name: "motor com foto", path: "/motores/motor-ppa-penta", photoOf: "motor-ppa-penta" }];

/** Inserts the generated page through SQL, bumping the content version like every write. */
export function createGeneratedPage(db, page = GENERATED_PAGE) {
  db.transaction(() => {
    db.prepare("INSERT OR IGNORE INTO generated_pages (title, slug, content, description, keywords) VALUES (?, ?, ?, ?, ?)").run(
      page.title,
      page.slug,
      page.content,
      page.description,
      "manutenção portão automático, Moema",
    );
    db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
  })();
}

/** The newest post's slug (the first one the home page lists), if the seed has posts. */
export function firstPostSlug(db) {
  return db.prepare("SELECT slug FROM posts ORDER BY created_at DESC, id DESC LIMIT 1").pluck().get();
}
