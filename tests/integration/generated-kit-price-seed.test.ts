import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { OLD_FACTORY_SENTENCES, OLD_KIT_PRICE, OLD_OFFER_SENTENCES } from "../../db/seed/generated-kit-price";
import { generatedPages } from "../../db/schema";
import { escapeHtml } from "~/lib/generator/html";
import { KIT_PRICE } from "~/lib/generator/vocabulary";
import { getConnection } from "~/server/data/db.server";
import { generateAndSavePage } from "~/server/generated-pages/batches.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { findGeneratedPage } from "~/server/generated-pages/store.server";
import { useFreshDatabase } from "./helpers";

/**
 * A page the generator stored while its kit price, its benefit line or its paragraph on paying
 * stood beside "em até 10x" without the cash price, the value of each instalment and the total
 * takes, at the next start, the sentences whose price carries the law's terms
 * (db/seed/generated-kit-price.ts; Decreto 5.903/2006 art. 3).
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe("the generator's old kit price in stored pages", () => {
  it("is replaced at the next start, once, and the rest of the page is left as the owner saved it", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const judge = await qualityJudge({});
    generateAndSavePage("Quanto custa instalar motor de portão em Osasco", 100, 7, judge);
    const page = findGeneratedPage("quanto-custa-instalar-motor-de-portao-em-osasco")!;
    // The generator stores the sentence as its HTML builders escape it.
    expect(page.content).toContain(escapeHtml(KIT_PRICE));
    const { db } = getConnection();
    const stored = (content: string) => db.update(generatedPages).set({ content }).where(eq(generatedPages.id, page.id)).run();
    const content = () => db.select({ c: generatedPages.content }).from(generatedPages).where(eq(generatedPages.id, page.id)).get()!.c;

    // As stored before, with a paragraph the owner added: every sentence the generator then wrote on paying.
    const current = OLD_OFFER_SENTENCES.filter(([, now]) => page.content.includes(now));
    expect(current.length).toBeGreaterThan(1);
    const old = `<p>Texto do dono.</p>${current.reduce((content, [before, now]) => content.replace(now, before), page.content)}`;
    expect(old).toContain(OLD_KIT_PRICE);
    expect(old.split("em até {parcelas}x").length - 1).toBe(current.length);
    stored(old);
    seedDatabase(getConnection());
    expect(content()).toBe(`<p>Texto do dono.</p>${page.content}`);
    expect(content()).not.toContain("{parcelas}");

    // A page without the old sentence is not touched again.
    stored(`<p>Outro texto do dono.</p>${page.content}`);
    seedDatabase(getConnection());
    expect(content()).toBe(`<p>Outro texto do dono.</p>${page.content}`);
  });

  it("the factory-direct price written as a plain fact becomes the owner's claim at the next start (decision 0050)", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const judge = await qualityJudge({});
    generateAndSavePage("Motor de portão basculante em Osasco", 100, 7, judge);
    const page = findGeneratedPage("motor-de-portao-basculante-em-osasco")!;
    const { db } = getConnection();
    // The three sentences as the generator stored them before, around the owner's own paragraph.
    const before = OLD_FACTORY_SENTENCES.map(([old]) => `<p>${old}</p>`).join("");
    db.update(generatedPages)
      .set({ content: `<p>Texto do dono.</p>${before}` })
      .where(eq(generatedPages.id, page.id))
      .run();
    seedDatabase(getConnection());
    const content = db.select({ c: generatedPages.content }).from(generatedPages).where(eq(generatedPages.id, page.id)).get()!.c;
    expect(content).toBe(`<p>Texto do dono.</p>${OLD_FACTORY_SENTENCES.map(([, now]) => `<p>${now}</p>`).join("")}`);
    expect(content).not.toMatch(/preço de fábrica/i);
    expect(content.split("reço direto de fábrica}").length - 1).toBe(3);
  });
});
