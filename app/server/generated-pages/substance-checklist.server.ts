import { PLACE_GROUPS } from "~/content/places";
import { textOf } from "../data/sanitize.server";

/**
 * What would give a page substance, as the owner can act on it (docs/content-quality.md: a page
 * enters the index on words of its own). The quality gate counts own words; this checklist
 * says which kinds of own words a customer looks for are still missing: a local detail, a price
 * range, a step list, a question customers ask. It never decides indexing; the gate does.
 */

export type SubstanceItem = { label: string; done: boolean };

const PLACE_NAMES = [...new Set(PLACE_GROUPS.flatMap((g) => [g.city, g.title, ...g.names]))];
const LOCAL = new RegExp(
  `(?<!\\p{L})(bairro|regi[ãa]o|zona (norte|sul|leste|oeste)|rua|avenida|condom[íi]nio|${PLACE_NAMES.map(escape).join("|")})(?!\\p{L})`,
  "iu",
);
const PRICE = /R\$\s?\d/;

function escape(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The four checks for a sanitised HTML body, in the order the editor shows them. */
export function substanceChecklist(html: string): SubstanceItem[] {
  const text = textOf(html);
  const listItems = (html.match(/<li[\s>]/gi) ?? []).length;
  return [
    { label: "Um detalhe local: o bairro, a cidade ou o tipo de imóvel onde o serviço é feito.", done: LOCAL.test(text) },
    { label: "Uma faixa de preço com instalação, a do catálogo de motores (os preços de cada modelo).", done: PRICE.test(text) },
    { label: "Uma lista de passos (como é a instalação, a manutenção ou o uso), com pelo menos três itens.", done: /<ol[\s>]/i.test(html) || listItems >= 3 },
    { label: "Uma pergunta que os clientes fazem, com a resposta.", done: /\?/.test(text) },
  ];
}

/** Only what is still missing, for the page list. */
export function missingSubstance(html: string): string[] {
  return substanceChecklist(html)
    .filter((item) => !item.done)
    .map((item) => item.label);
}
