import { foldText, slugify, titleFromSlug } from "~/lib/slug";
import { p, section, ul, type ContentSection } from "~/content/blocks";
import { BRAND, FACTORY_PRICE, PRICES, WARRANTY, formatPriceRange } from "~/content/business";
import { PROBLEMS } from "~/content/problem-keywords";
import { TOPIC_GROUPS, type TopicGroup } from "~/content/topic-groups";
import { findBuiltInTopic } from "~/lib/topic-table";
import { problemPath, topicPath } from "~/lib/paths";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";

/**
 * Resolution of /topicos/{slug} in the order of docs/product.md §4.7: the built-in topic
 * table, then a generated page with that slug, then a generic text (written for the topic's
 * menu group when the slug is a menu topic).
 */
export type GeneratedTopicSource = { title: string; description: string; content: string; keywords: string };

/** A built-in topic's stored texts ("Páginas do site", decision 0043): heading, description and the page's text as sanitised HTML. */
export type StoredTopicText = { heading: string | null; description: string | null; bodyHtml: string };

export type TopicSources = {
  /** The stored texts of the page at /topicos/{slug}, when it has any. */
  stored: (slug: string) => StoredTopicText | undefined;
  /** A published generated page with that slug. */
  generated: (slug: string) => GeneratedTopicSource | undefined;
};

export type TopicBody = { kind: "sections"; intro: string; sections: ContentSection[] } | { kind: "html"; html: string };

export type TopicPage = {
  source: "table" | "generated" | "generic";
  slug: string;
  title: string;
  description: string;
  keywords: string[];
  body: TopicBody;
  group: { id: string; title: string } | null;
  related: { name: string; path: string }[];
  /** Unknown slugs answer the generic text but stay out of search indexes. */
  indexable: boolean;
  whatsappMessage: WhatsAppMessage;
};

const menuTopics = new Map<string, { title: string; group: TopicGroup }>(
  TOPIC_GROUPS.flatMap((group) => group.topics.map((title) => [slugify(title), { title, group }] as const)),
);

function relatedTopics(slug: string, group: TopicGroup | undefined) {
  if (!group) return [];
  return group.topics.filter((t) => slugify(t) !== slug).map((t) => ({ name: t, path: topicPath(t) }));
}

const STOP = new Set(["de", "do", "da", "o", "a", "e", "para", "com", "portao", "automatico", "motor"]);

function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));
}

/** Problem keyword pages that share the most words with a title (for problem topics). */
function relatedProblems(title: string, limit = 6) {
  const own = new Set(words(title));
  return PROBLEMS.map((p) => ({ p, score: words(p.keyword).filter((w) => own.has(w)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ p }) => ({ name: p.keyword.charAt(0).toUpperCase() + p.keyword.slice(1), path: problemPath(p) }));
}

function genericSections(title: string, group: TopicGroup | undefined): { intro: string; sections: ContentSection[] } {
  const repair = formatPriceRange(PRICES.repair);
  switch (group?.id) {
    case "marcas": {
      const brand = title.split(" ").pop() ?? title;
      return {
        intro: `Tem um motor ${brand} e precisa de manutenção, conserto ou troca? Veja o que avaliar antes de decidir.`,
        sections: [
          section(
            "Consertar ou trocar",
            ul([
              `Se o defeito é pontual (capacitor, controle, fim de curso), o conserto costuma compensar: ${repair}.`,
              `Se o motor é antigo, a engrenagem está gasta e a central já foi trocada, um motor novo com garantia pode sair mais em conta: ${formatPriceRange(PRICES.replacementResidential)} com instalação.`,
              "Antes de qualquer troca, verifique se o portão corre leve com a mão; portão pesado queima qualquer marca.",
            ]),
          ),
          section(
            "Controles e compatibilidade",
            p(
              `Cada fabricante usa sua própria codificação. Ao trocar um ${brand} por um ${BRAND}, o kit novo vem com central e controles próprios, e os controles antigos são substituídos.`,
            ),
          ),
        ],
      };
    }
    case "problemas-e-solucoes":
      return {
        intro: `${title}? Antes de chamar o técnico, algumas verificações simples resolvem boa parte dos casos ou ajudam a explicar o defeito.`,
        sections: [
          section(
            "Verificações seguras",
            ul([
              "O disjuntor do portão está ligado? Houve queda de energia ou temporal?",
              "O controle acende o LED ao apertar? Teste a botoeira ou outro controle.",
              "Há algo na frente da fotocélula ou as lentes estão sujas?",
              "Destravado, o portão corre leve com a mão?",
            ]),
          ),
          section(
            "Quando chamar o técnico",
            p(
              `Se o motor zumbe sem girar, cheira a queimado, desarma o disjuntor ou o portão está torto, desligue o disjuntor e não insista. O conserto costuma ficar na faixa de ${repair}.`,
            ),
          ),
        ],
      };
    default:
      return {
        intro: `${title}: informações e atendimento especializado em motores ${BRAND} para portão automático em São Paulo e região.`,
        sections: [
          section(
            "Como podemos ajudar",
            ul([
              `Venda de motores com ${FACTORY_PRICE.phrase}.`,
              "Instalação por técnicos da equipe, com o que vem no kit de cada modelo (a lista de cada um está no catálogo).",
              "Manutenção e conserto com peças originais.",
              `${WARRANTY.summary}.`,
            ]),
          ),
          section("Fale com a gente", p("Conte o tipo de portão e o que você precisa; respondemos com a indicação e o orçamento.")),
        ],
      };
  }
}

function genericDescription(title: string): string {
  // No claim of the owner's here: a description cannot lose a sentence (the factory-direct price is said in the page, decision 0050).
  return `${title}: atendimento especializado, venda e instalação de motores ${BRAND} e assistência técnica em São Paulo e região.`;
}

/** The topic's message: the server names it from its own tables, or sends the default message (decision 0023). */
function message(slug: string): WhatsAppMessage {
  return whatsappMessage("topico", slug);
}

function splitKeywords(keywords: string): string[] {
  return keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Pure resolution; `sources` look up the database in the app. */
export function resolveTopicPage(slug: string, sources: TopicSources): TopicPage {
  const menu = menuTopics.get(slug);
  const group = menu ? { id: menu.group.id, title: menu.group.title } : null;
  const related = [...(menu?.group.id === "problemas-e-solucoes" ? relatedProblems(menu.title) : []), ...relatedTopics(slug, menu?.group)];

  const shared = { slug, group, related, indexable: true };
  const builtIn = findBuiltInTopic(slug);
  const stored = builtIn ? sources.stored(slug) : undefined;
  if (builtIn && stored) {
    // The owner's page: its text is the stored one, its own text included.
    const title = stored.heading ?? menu?.title ?? titleFromSlug(slug);
    const description = stored.description ?? genericDescription(title);
    return {
      ...shared,
      source: "table",
      title,
      description,
      keywords: builtIn.keywords,
      body: { kind: "html", html: stored.bodyHtml },
      whatsappMessage: message(slug),
    };
  }

  const generated = sources.generated(slug);
  if (generated) {
    const { title, description, content, keywords } = generated;
    return {
      ...shared,
      source: "generated",
      title,
      description,
      keywords: splitKeywords(keywords),
      body: { kind: "html", html: content },
      whatsappMessage: message(slug),
    };
  }

  const title = menu?.title ?? titleFromSlug(slug);
  const generic = genericSections(title, menu?.group);
  const { intro } = generic;
  const { sections } = generic;
  return {
    ...shared,
    source: "generic",
    title,
    description: genericDescription(title),
    keywords: [title.toLowerCase(), `${title.toLowerCase()} em são paulo`, `motor de portão ${BRAND.toLowerCase()}`],
    body: { kind: "sections", intro, sections },
    indexable: Boolean(menu),
    whatsappMessage: message(slug),
  };
}
