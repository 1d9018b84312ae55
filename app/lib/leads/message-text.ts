import { BRAND, DEFAULT_WHATSAPP_MESSAGE } from "~/content/business";
import { HERO, VIDEO } from "~/content/home";
import { GUARULHOS_LANDING, OSASCO_LANDING } from "~/lib/city-landing";
import { LEGAL_DOCUMENTS } from "~/lib/legal";
import { findPlace } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { TOPIC_GROUPS } from "~/content/topic-groups";
import { slugify } from "~/lib/slug";
import { placeDisplayName } from "~/lib/place-names";
import { NO_MODEL, type MessageKey, type WhatsAppMessage } from "./message-keys";

/**
 * The site's own WhatsApp messages (decision 0023), one template per key. A detail is looked up
 * in the site's tables — the static content here, the database's models, posts and generated
 * pages through `names` (held in memory: app/server/leads/site-pages.server.ts) — and only the
 * name found goes into the text. A detail nothing answers to gives the key's text without it, or
 * the default message: what the visitor typed never reaches the message.
 */
export type StoredNames = {
  motor(slug: string): string | undefined;
  post(slug: string): string | undefined;
  generatedPage(slug: string): string | undefined;
  /** A built-in topic's heading, as the owner keeps it in "Páginas do site". */
  topic(slug: string): string | undefined;
  /** The title of an outcome of the diagnosis tree, as the owner keeps it in "Páginas do site" (app/pages/diagnosis-tree.server.ts). */
  diagnosisOutcome?(id: string): string | undefined;
};

const LANDING_CITIES: Record<string, string> = { guarulhos: GUARULHOS_LANDING.city, osasco: OSASCO_LANDING.city };
const PROBLEM_KEYWORDS = new Map(PROBLEMS.map((p) => [p.slug, p.keyword]));
const MENU_TOPICS = new Map(TOPIC_GROUPS.flatMap((g) => g.topics.map((title) => [slugify(title), title] as const)));
/** The documents a "documento" message may name, by their names (app/lib/legal.ts). */
const DOCUMENT_TITLES: Record<string, string> = Object.fromEntries(Object.entries(LEGAL_DOCUMENTS).map(([key, doc]) => [key, doc.name]));

type Template = (detail: string | undefined, names: StoredNames) => string | null;

/** Each key's text; null when the detail names nothing the key needs (the default message is sent). */
const TEMPLATES: Record<MessageKey, Template> = {
  geral: () => DEFAULT_WHATSAPP_MESSAGE,
  desconto: () => HERO.discountMessage,
  video: () => VIDEO.whatsappMessage,
  catalogo: () => `Olá! Vi o catálogo de motores ${BRAND} no site e gostaria de ajuda para escolher o modelo certo para o meu portão.`,
  servico: () => `Olá! Gostaria de um orçamento de instalação ou manutenção de motor de portão ${BRAND}.`,
  duvidas: () => `Olá! Li as dúvidas frequentes no site e ainda tenho uma pergunta sobre os motores ${BRAND}.`,
  tutorial: () => "Olá! Li o tutorial de configuração do motor deslizante com central com freio e preciso de ajuda de um técnico.",
  documento: (d) => named(DOCUMENT_TITLES, d, (title) => `Olá! Li a página "${title}" no site e tenho uma dúvida.`),
  regiao: (d) => named(LANDING_CITIES, d, (city) => `Olá! Quero um orçamento de portão automático ${BRAND} em ${city}.`),
  "manutencao-express": (d) => named(LANDING_CITIES, d, (city) => `Olá! Quero agendar a manutenção express do meu portão automático em ${city}.`),
  local: (d) => {
    const place = d ? findPlace(d) : undefined;
    return place ? `Olá! Gostaria de um orçamento de motor para portão ${BRAND} em ${placeDisplayName(place)}.` : null;
  },
  problema: (d) => {
    const keyword = d ? PROBLEM_KEYWORDS.get(d) : undefined;
    return keyword ? `Olá! Preciso de ajuda com: ${keyword}. Podem me passar um orçamento?` : null;
  },
  busca: () => "Olá! Procurei no site uma solução para um problema do meu portão e não encontrei. Podem me ajudar com um orçamento?",
  topico: (d, names) => {
    const title = d ? (names.topic(d) ?? MENU_TOPICS.get(d)) : undefined;
    return title ? `Olá! Vi a página "${title}" no site e gostaria de mais informações e um orçamento.` : null;
  },
  motor: (d, names) => {
    const name = d ? names.motor(d) : undefined;
    return name ? `Olá! Tenho interesse no ${name}. Podem me passar preço e prazo de instalação?` : null;
  },
  postagem: (d, names) => {
    const title = d ? names.post(d) : undefined;
    return title ? `Olá! Li a postagem "${title}" e gostaria de um orçamento.` : null;
  },
  "pagina-gerada": (d, names) => {
    const title = d ? names.generatedPage(d) : undefined;
    return title ? `Olá! Gostaria de mais informações sobre "${title}".` : null;
  },
  diagnostico: (d, names) => {
    if (!d) return "Olá! Meu portão automático está com defeito e gostaria de ajuda.";
    const title = names.diagnosisOutcome?.(d);
    return title ? `Olá! Fiz o diagnóstico do portão no site.\nResultado do diagnóstico no site: ${title}.\nPodem me ajudar?` : null;
  },
  "qual-motor": (d, names) => {
    if (!d) return "Olá! Quero ajuda para escolher o motor do meu portão.";
    if (d === NO_MODEL) return `Olá! Usei o "Qual motor para o meu portão?" do site.\nNenhum modelo do catálogo serviu: gostaria de uma visita técnica.`;
    const name = names.motor(d);
    return name ? `Olá! Usei o "Qual motor para o meu portão?" do site.\nMotor indicado: ${name}.\nPodem me passar o orçamento?` : null;
  },
};

function named(table: Record<string, string>, detail: string | undefined, text: (name: string) => string): string | null {
  const name = detail && Object.hasOwn(table, detail) ? table[detail] : undefined;
  return name ? text(name) : null;
}

/** The text of a message; the default message when there is none or its detail names nothing. */
export function messageText(message: WhatsAppMessage | null | undefined, names: StoredNames): string {
  if (!message) return DEFAULT_WHATSAPP_MESSAGE;
  return TEMPLATES[message.key](message.detail, names) ?? DEFAULT_WHATSAPP_MESSAGE;
}
