import { afterEach, describe, expect, it } from "vitest";
import { loader as homeLoader } from "~/routes/_index/route";
import { loader as searchLoader } from "~/routes/buscar";
import { loader as motorLoader } from "~/routes/motores.$slug";
import { loader as notFoundLoader } from "~/routes/not-found";
import { loader as linksLoader } from "~/routes/links-uteis.$slug";
import { loader as guarulhosLoader } from "~/routes/portao-automatico-guarulhos";
import { useFreshDatabase } from "./helpers";
import { messageText } from "~/lib/leads/message-text";
import { storedNames } from "~/server/leads/site-pages.server";

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  delete process.env.PROMO_START_DATE;
  delete process.env.DEMO_VIDEO_URL;
});

const base = "http://localhost:3000";
const args = (path: string, params: Record<string, string> = {}) => ({ request: new Request(`${base}${path}`), params, context: { clientIp: "127.0.0.1" } });

async function thrown(fn: () => unknown): Promise<Response> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected the loader to throw a Response");
}

function notFoundRows(conn: ReturnType<typeof useFreshDatabase>["conn"]) {
  return conn.sqlite.prepare("SELECT path, count, last_referrer AS referrer FROM not_found_log ORDER BY path").all();
}

/** Replaces the seeded posts with `n` known ones. */
function insertPosts(conn: ReturnType<typeof useFreshDatabase>["conn"], n: number) {
  conn.sqlite.prepare("DELETE FROM posts").run();
  const insert = conn.sqlite.prepare("INSERT INTO posts (title, slug, description, kind, place, search_text, created_at) VALUES (?, ?, ?, 'motor', ?, ?, ?)");
  for (let i = 1; i <= n; i++) {
    const title = `Motor de portão em ${i % 2 ? "Santana" : "Moema"} ${i}`;
    insert.run(title, `post-${i}`, `Descrição ${i}`, "Santana", title.toLowerCase().replace("ã", "a"), 1_700_000_000_000 - i);
  }
}

describe("not-found logging", () => {
  it("an unknown motor answers 404 and records the path, time and referrer", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const request = new Request(`${base}/motores/motor-inexistente`, { headers: { referer: "https://busca.example.com/" } });
    const res = await thrown(() => motorLoader({ request, params: { slug: "motor-inexistente" }, context: { clientIp: "127.0.0.1" } }));
    expect(res.status).toBe(404);
    await thrown(() => motorLoader({ request, params: { slug: "motor-inexistente" }, context: { clientIp: "127.0.0.1" } }));
    expect(notFoundRows(fresh.conn)).toEqual([{ path: "/motores/motor-inexistente", count: 2, referrer: "https://busca.example.com/" }]);
  });

  it("an unknown generated page logs the slug asked for and redirects to /not-found, which answers 404 without logging itself", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const redirect = await thrown(() => linksLoader(args("/links-uteis/pagina-que-sumiu", { slug: "pagina-que-sumiu" })));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/not-found");
    const res = await thrown(() => notFoundLoader(args("/not-found")));
    expect(res.status).toBe(404);
    expect(notFoundRows(fresh.conn)).toEqual([{ path: "/links-uteis/pagina-que-sumiu", count: 1, referrer: null }]);
  });

  it("a known motor is found and names itself in the WhatsApp message", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const data = motorLoader(args("/motores/motor-ppa-home-jetflex", { slug: "motor-ppa-home-jetflex" }));
    expect(data.motor.name).toBe("Motor PPA Home Jetflex");
    expect(messageText(data.whatsappMessage, storedNames())).toContain("Motor PPA Home Jetflex");
    expect(notFoundRows(fresh.conn)).toEqual([]);
  });
});

describe("problem search route", () => {
  it("redirects blank text home, exact and close text to the keyword page", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const blank = await thrown(() => searchLoader(args("/buscar?q=+++")));
    expect(blank.headers.get("Location")).toBe("/");
    const exact = await thrown(() => searchLoader(args(`/buscar?q=${encodeURIComponent("Portão não abre")}`)));
    expect(exact.status).toBe(302);
    expect(exact.headers.get("Location")).toBe("/portao-nao-abre");
    const close = await thrown(() => searchLoader(args("/buscar?q=motor+queimado")));
    expect(close.headers.get("Location")).toBe("/motor-de-portao-queimado");
  });

  it("sends a buyer to the catalogue's model or to the catalogue, read from the database: never to a fault page", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const to = async (q: string) => (await thrown(() => searchLoader(args(`/buscar?q=${encodeURIComponent(q)}`)))).headers.get("Location");
    expect(await to("preço motor ppa")).toBe("/motores");
    expect(await to("motor jetflex")).toBe("/motores");
    expect(await to("motor deslizante")).toBe("/motores");
    expect(await to("ppa home preço")).toBe("/motores/motor-ppa-home");
    // A model the owner retires is no longer a destination.
    fresh.conn.sqlite.prepare("UPDATE motors SET status = 'fora_de_linha' WHERE slug = 'motor-ppa-home'").run();
    expect(await to("ppa home preço")).toBe("/motores");
    expect(await to("motor ppa home não abre")).toBe("/motor-ppa-home-nao-abre");
  });

  it("lists the nearest problems; the WhatsApp message is the site's, never the visitor's text", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const data = searchLoader(args(`/buscar?q=${encodeURIComponent("controle do portão")}`));
    expect(data.matched).toBe(true);
    expect(data.nearest[0]).toEqual({ keyword: "clonar controle de portão", path: "/clonar-controle-de-portao" });
    expect(data.whatsappMessage).toEqual({ key: "busca" });
    expect(messageText(data.whatsappMessage, storedNames())).not.toContain("controle do portão");
  });
});

describe("home loader", () => {
  it("pages posts 20 at a time from the URL and clamps a page past the end", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    insertPosts(fresh.conn, 45);
    const second = homeLoader(args("/?pagina=2")).posts;
    expect(second.items).toHaveLength(20);
    expect(second.pagination).toMatchObject({ page: 2, from: 21, to: 40, total: 45, hasPrevious: true, hasNext: true });
    const past = homeLoader(args("/?pagina=99")).posts;
    expect(past.pagination).toMatchObject({ page: 3, from: 41, to: 45 });
    expect(past.items).toHaveLength(5);
    const searched = homeLoader(args("/?busca=MOEMA")).posts;
    expect(searched.pagination.total).toBe(22);
    expect(searched.items.every((p) => p.title.includes("Moema"))).toBe(true);
  });

  it("shows an empty list on an empty table and exposes the video URL only when set", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    insertPosts(fresh.conn, 0);
    const empty = homeLoader(args("/"));
    expect(empty.posts.items).toEqual([]);
    expect(empty.posts.pagination.total).toBe(0);
    expect(empty.videoUrl).toBeNull();
    cleanup();
    const withVideo = useFreshDatabase({ DEMO_VIDEO_URL: "https://video.example.com/embed/x" });
    cleanup = withVideo.cleanup;
    expect(homeLoader(args("/")).videoUrl).toBe("https://video.example.com/embed/x");
  });
});

describe("city landing loader", () => {
  it("computes the express promotion validity from PROMO_START_DATE", () => {
    const fresh = useFreshDatabase({ PROMO_START_DATE: "2030-01-31" });
    cleanup = fresh.cleanup;
    const data = guarulhosLoader();
    expect(data.promo).toMatchObject({
      start: "2030-01-31",
      end: "2030-02-28",
      startLabel: "31 de janeiro de 2030",
      endLabel: "28 de fevereiro de 2030",
      status: "upcoming",
    });
    expect(messageText(data.whatsappMessage, storedNames())).toContain("Guarulhos");
  });
});
