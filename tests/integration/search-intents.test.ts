// One page per search intent (docs/content-quality.md "One page per search intent"): on a fresh
// database each intent of the map has exactly one indexable page and the other pages answering it
// are out with their canonical pointing to it; the owner's choice in "Google" is activity-logged
// and sticks after a re-judge; a running server prints the canonical in the HTML and lists only
// the chosen page in sitemap.xml.
import { describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { useBuiltServer } from "./built-server";
import { activityLog } from "../../db/schema";
import { SEARCH_INTENTS } from "~/lib/search-intents";
import { getDb } from "~/server/data/db.server";
import { allIntents } from "~/server/verdicts/resolve-intents.server";
import { getPageVerdict, recordVerdicts } from "~/server/verdicts/page-verdicts.server";
import { action as googleAction, loader as googleLoader } from "~/routes/admin.google/route";
import { asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";
import { listSitemapUrls } from "~/routes/sitemap[.]xml/sitemap-entries.server";
import { loader as guarulhosLoader } from "~/routes/portao-automatico-guarulhos";
import { GUARULHOS_PATH, OSASCO_PATH } from "~/lib/paths";

const SITE = "https://exemplo.com.br";

/** The page each intent keeps in the index, read from the stored verdicts. */
function chosenOf(key: string): string[] {
  const intent = allIntents(getDb()).find((i) => i.key === key)!;
  return intent.candidates.filter((p) => {
    const v = getPageVerdict(p);
    return v !== null && v.canonicalPath === null;
  });
}

describe("the intent map on the stored verdicts", () => {
  const fresh = freshDatabasePerTest();

  it("a fresh database keeps exactly one page per intent in Google; the others point their canonical to it", () => {
    fresh();
    const intents = allIntents(getDb());
    // Every active model is an intent of its own, beside the listed searches.
    expect(intents.length).toBeGreaterThan(SEARCH_INTENTS.length);
    for (const intent of intents) {
      const verdicts = intent.candidates.map((p) => getPageVerdict(p)!);
      for (const v of verdicts) expect(v, `${intent.key}: ${v?.path}`).not.toBeNull();
      const chosen = verdicts.filter((v) => v.canonicalPath === null);
      expect(
        chosen.map((v) => v.path),
        intent.key,
      ).toHaveLength(1);
      const [answer] = chosen;
      expect(answer.intent).toBe(intent.key);
      // Listed searches are indexed by being chosen; a model keeps the verdict its text earned (decision 0037),
      // and every active model's starting text earns it (docs/content-quality.md "Model pages").
      expect(answer.indexable, answer.path).toBe(true);
      for (const other of verdicts.filter((v) => v !== answer)) {
        expect(other, other.path).toMatchObject({ indexable: false, canonicalPath: answer.path, reason: "outra-pagina", intent: intent.key });
        expect(other.line).toContain(answer.path);
      }
    }
    // The searches a gate-motor business lives on land on their own page.
    expect(chosenOf("portao-nao-abre")).toEqual(["/portao-nao-abre"]);
    expect(chosenOf("troca-de-motor")).toEqual(["/troca-de-motor-de-portao"]);
    expect(getPageVerdict("/portao-eletronico-nao-abre")).toMatchObject({ indexable: false, canonicalPath: "/portao-nao-abre" });
  });

  it("the owner's choice is activity-logged, shown in Google and sticks after a re-judge", async () => {
    fresh();
    const cookie = await signInAdmin();
    const res = asResponse(
      await run(googleAction, navigation("/admin/google", { cookie, form: { intent: "portao-nao-abre", path: "/portao-de-garagem-nao-abre" } })),
    );
    expect(res.status).toBe(303);
    expect((await toastOf(res))?.title).toBe("Página escolhida");
    expect(getDb().select().from(activityLog).orderBy(desc(activityLog.id)).get()).toMatchObject({
      action: "busca.escolher",
      target: "portão não abre → /portao-de-garagem-nao-abre",
    });
    expect(chosenOf("portao-nao-abre")).toEqual(["/portao-de-garagem-nao-abre"]);
    expect(getPageVerdict("/portao-de-garagem-nao-abre")).toMatchObject({ indexable: true, reason: "escolhida" });
    expect(getPageVerdict("/portao-nao-abre")).toMatchObject({ indexable: false, canonicalPath: "/portao-de-garagem-nao-abre", reason: "outra-pagina" });

    // A re-judge finds the former page's text good: the owner's choice still answers the search.
    recordVerdicts([{ path: "/portao-nao-abre", indexable: true, reason: "aprovada", ownWords: 320, sharedShare: 0.05 }]);
    expect(chosenOf("portao-nao-abre")).toEqual(["/portao-de-garagem-nao-abre"]);
    expect(getPageVerdict("/portao-nao-abre")).toMatchObject({ indexable: false, canonicalPath: "/portao-de-garagem-nao-abre" });

    const shown = (await run(googleLoader, navigation("/admin/google", { cookie }))) as {
      data: { intents: { key: string; chosen: string | null; byOwner: boolean }[] };
    };
    expect(shown.data.intents.find((i) => i.key === "portao-nao-abre")).toMatchObject({ chosen: "/portao-de-garagem-nao-abre", byOwner: true });
  });

  it("a city's place page answers its search and the landing names it; the owner can choose the landing, which then enters sitemap.xml", async () => {
    fresh();
    const inSitemap = () => listSitemapUrls(SITE).map((u) => new URL(u.loc).pathname);
    const landingIndexable = async () => ((await run(guarulhosLoader, navigation(GUARULHOS_PATH))) as { data: { indexable: boolean } }).data.indexable;
    for (const [place, landing] of [
      ["/cidades/guarulhos", GUARULHOS_PATH],
      ["/cidades/osasco", OSASCO_PATH],
    ]) {
      const key = allIntents(getDb()).find((i) => i.candidates.includes(landing))!.key;
      expect(chosenOf(key)).toEqual([place]);
      expect(getPageVerdict(place)).toMatchObject({ indexable: true, canonicalPath: null });
      expect(getPageVerdict(landing)).toMatchObject({ indexable: false, canonicalPath: place, reason: "outra-pagina" });
      expect(inSitemap()).toContain(place);
      expect(inSitemap()).not.toContain(landing);
    }
    expect(await landingIndexable()).toBe(false);

    const cookie = await signInAdmin();
    const res = asResponse(await run(googleAction, navigation("/admin/google", { cookie, form: { intent: "cidade:guarulhos", path: GUARULHOS_PATH } })));
    expect(res.status).toBe(303);
    expect(chosenOf("cidade:guarulhos")).toEqual([GUARULHOS_PATH]);
    expect(getPageVerdict(GUARULHOS_PATH)).toMatchObject({ indexable: true, canonicalPath: null, reason: "escolhida" });
    expect(getPageVerdict("/cidades/guarulhos")).toMatchObject({ indexable: false, canonicalPath: GUARULHOS_PATH, reason: "outra-pagina" });
    expect(inSitemap()).toContain(GUARULHOS_PATH);
    expect(inSitemap()).not.toContain("/cidades/guarulhos");
    expect(await landingIndexable()).toBe(true);
    // Osasco's search is its own: the choice for Guarulhos moved nothing there.
    expect(chosenOf("cidade:osasco")).toEqual(["/cidades/osasco"]);
  });

  it("a page that does not answer the search is refused with a pt-BR message and nothing changes", async () => {
    fresh();
    const cookie = await signInAdmin();
    const result = await run(googleAction, navigation("/admin/google", { cookie, form: { intent: "portao-nao-abre", path: "/portao-nao-fecha" } }));
    expect(result).toMatchObject({ status: 400, data: { intent: "portao-nao-abre", path: "/portao-nao-fecha" } });
    expect((result as { data: { error: string } }).data.error).toBe("A página /portao-nao-fecha não responde à busca “portão não abre”.");
    expect(chosenOf("portao-nao-abre")).toEqual(["/portao-nao-abre"]);
  });
});

describe("a running server prints the intent map", () => {
  const server = useBuiltServer("intents");

  const head = async (p: string) => {
    const html = await (await fetch(server.url + p)).text();
    return {
      robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null,
    };
  };

  it("each search's chosen page, every active model's included, is indexable with its own canonical and in sitemap.xml; the others name it", async () => {
    const sitemap = [...(await (await fetch(`${server.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const intent of allIntents(getDb())) {
      const [chosen] = chosenOf(intent.key);
      const own = await head(chosen);
      expect(own.robots, chosen).toBe("index, follow");
      expect(new URL(own.canonical!).pathname, chosen).toBe(chosen);
      expect(sitemap, chosen).toContain(chosen);
      for (const other of intent.candidates.filter((p) => p !== chosen)) {
        const seen = await head(other);
        expect(seen.robots, other).toBe("noindex, follow");
        expect(seen.canonical && new URL(seen.canonical).pathname, other).toBe(chosen);
        expect(sitemap, other).not.toContain(other);
      }
    }
  });
});
