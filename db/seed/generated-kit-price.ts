import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../app/server/data/db.server";
import { INSTALMENTS, PRICES } from "../../app/content/business";
import { escapeHtml } from "../../app/lib/generator/html";
import { KIT_PRICE } from "../../app/lib/generator/vocabulary";
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

/** The stored generated pages that still hold the old kit price: id and content (read outside any transaction, decision 0048). */
export function pagesWithOldKitPrice(db: Db): { id: number; content: string }[] {
  return db
    .select({ id: generatedPages.id, content: generatedPages.content })
    .from(generatedPages)
    .where(sql`instr(${generatedPages.content}, ${OLD_KIT_PRICE}) > 0`)
    .all();
}

/**
 * Each such page takes the generator's current sentence, whose price slot is filled with the cash
 * range and the owner's instalment terms (PRICE_OFFERS). Idempotent: a page without the old
 * sentence is not read again; the rest of the page, edited by the owner or not, is left alone, and
 * a page saved since it was read keeps that save (the next start mends it).
 */
export function mendOldKitPrice(tx: Pick<Db, "update">, pages: { id: number; content: string }[]): void {
  for (const page of pages)
    tx.update(generatedPages)
      .set({ content: page.content.replaceAll(OLD_KIT_PRICE, escapeHtml(KIT_PRICE)) })
      .where(and(eq(generatedPages.id, page.id), eq(generatedPages.content, page.content)))
      .run();
}
