import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../app/server/data/db.server";
import { INSTALMENTS, PRICES } from "../../app/content/business";
import { PAYMENT_BENEFIT } from "../../app/lib/generator/benefits";
import { escapeHtml } from "../../app/lib/generator/html";
import { FACTORY_COMPANY_PARAGRAPHS, PAYMENT_PARAGRAPHS } from "../../app/lib/generator/paragraphs";
import { KIT_PRICE, PURCHASE_DELIVERY_FACT } from "../../app/lib/generator/vocabulary";
import { generatedPages } from "../schema";

/**
 * The kit's price as the page generator wrote it before its instalment offer carried the law's
 * terms: a price range, then "em até 10x" without the value of each instalment and the total
 * (Decreto 5.903/2006 art. 3; app/lib/instalments.ts). A page stored then holds this text, as
 * the generator's HTML builders escape it (app/lib/generator/html.ts).
 */
export const OLD_KIT_PRICE = escapeHtml(
  `Com a instalação incluída, o kit fica na faixa de ${PRICES.installKit}: o modelo e o tipo de portão definem o valor. O pagamento pode ser em até ${INSTALMENTS}x.`,
);

/**
 * Each sentence the generator stored with instalments but no price beside them ("em até {parcelas}x",
 * pointing to the catalogue), and the generator's current one, whose slot carries the cash price,
 * the instalments' number and value and the total (KIT_OFFER, PRICE_OFFERS), both as stored.
 */
export const OLD_OFFER_SENTENCES: readonly (readonly [old: string, current: string])[] = [
  [OLD_KIT_PRICE, KIT_PRICE],
  [`Pagamento em até ${INSTALMENTS}x (parcelas e total de cada modelo no catálogo de motores)`, PAYMENT_BENEFIT],
  [
    `O orçamento é sem compromisso. O pagamento pode ser parcelado em até ${INSTALMENTS}x, e o catálogo de motores mostra o valor das parcelas e o total de cada modelo.`,
    PAYMENT_PARAGRAPHS[0],
  ],
  [
    `Você pode parcelar em até ${INSTALMENTS}x: o catálogo de motores traz o preço à vista e as parcelas de cada modelo. Com uma foto do portão, você recebe uma primeira orientação antes da visita.`,
    PAYMENT_PARAGRAPHS[1],
  ],
].map(([old, current]) => [escapeHtml(old), escapeHtml(current)] as const);

/**
 * Each sentence the generator stored with the factory-direct price as a plain fact, before it became
 * the owner's claim (decision 0050), and the current one, whose slot is dropped with its sentence
 * when the owner does not make the claim.
 */
export const OLD_FACTORY_SENTENCES: readonly (readonly [old: string, current: string])[] = [
  [
    "Somos especialistas em motores PPA e atendemos casas, comércios e condomínios. Vendemos pelo preço de fábrica e instalamos com equipe própria.",
    FACTORY_COMPANY_PARAGRAPHS[0],
  ],
  [
    "Cuidamos de portões automáticos na Grande São Paulo. Preço de fábrica e técnicos próprios fazem parte do nosso jeito de trabalhar.",
    FACTORY_COMPANY_PARAGRAPHS[1],
  ],
  ["Vendemos pelo preço de fábrica e entregamos sem custo nas cidades atendidas.", PURCHASE_DELIVERY_FACT],
].map(([old, current]) => [escapeHtml(old), escapeHtml(current)] as const);

/** Every older wording the next start mends in stored generated pages. */
const OLD_SENTENCES = [...OLD_OFFER_SENTENCES, ...OLD_FACTORY_SENTENCES];

/** The stored generated pages that still hold an old sentence: id and content (read outside any transaction, decision 0048). */
export function pagesWithOldKitPrice(db: Db): { id: number; content: string }[] {
  return db
    .select({ id: generatedPages.id, content: generatedPages.content })
    .from(generatedPages)
    .where(or(...OLD_SENTENCES.map(([old]) => sql`instr(${generatedPages.content}, ${old}) > 0`)))
    .all();
}

/**
 * Each such page takes the generator's current sentences, whose slots are filled with the cash
 * price and the owner's instalment terms. Idempotent: a page without an old sentence is not read
 * again; the rest of the page, edited by the owner or not, is left alone, and a page saved since
 * it was read keeps that save (the next start mends it).
 */
export function mendOldKitPrice(tx: Pick<Db, "update">, pages: { id: number; content: string }[]): void {
  for (const page of pages)
    tx.update(generatedPages)
      .set({ content: OLD_SENTENCES.reduce((content, [old, current]) => content.replaceAll(old, current), page.content) })
      .where(and(eq(generatedPages.id, page.id), eq(generatedPages.content, page.content)))
      .run();
}
