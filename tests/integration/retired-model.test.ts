// A model retired in the catalogue is recommended by no public page on the next request (decision
// 0040): every page the site serves (sitemap and template pages in or out of Google) is read from a
// running server, and only the model's own page (with its notice) and the catalogue's list may
// still link to it.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useBuiltServer } from "./built-server";
import { motors } from "../../db/schema";
import { sitePagePaths } from "~/lib/index-candidates";
import { MOTORS_PATH, motorPath } from "~/lib/paths";
import { bumpContentVersion } from "~/server/data/content-version.server";
import { getDb } from "~/server/data/db.server";
import { listAllMotors } from "~/server/data/motors.server";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

describe("a retired model", () => {
  const server = useBuiltServer("retired-model");

  it(
    "is linked as a recommendation by no public page on the next request",
    async () => {
      const retired = "motor-ppa-condominium";
      const link = `href="${motorPath(retired)}"`;
      const paths = sitePagePaths(
        listAllMotors().map((m) => m.slug),
        [],
      );
      // Before: place pages for buildings recommend it.
      // One page after the other, as a reader: a burst from one address meets the per-client limit (429).
      const before: string[] = [];
      for (const p of paths) if ((await (await fetch(server.url + p)).text()).includes(link)) before.push(p);
      expect(before.length).toBeGreaterThan(5);
      const description = async () => /<meta property="og:description" content="([^"]+)"/.exec(await (await fetch(server.url + MOTORS_PATH)).text())![1];
      expect(await description()).toContain("Condominium");

      const db = getDb();
      db.transaction((tx) => {
        tx.update(motors).set({ status: "fora-de-linha" }).where(eq(motors.slug, retired)).run();
        bumpContentVersion(tx);
      });
      const allowed = new Set([motorPath(retired), MOTORS_PATH]);
      const linking: string[] = [];
      for (const p of paths) {
        if (allowed.has(p)) continue;
        const html = await (await fetch(server.url + p)).text();
        if (html.includes(link)) linking.push(p);
      }
      expect(linking).toEqual([]);
      // The catalogue's description names the lines it sells.
      expect(await description()).not.toContain("Condominium");
    },
    PROCESS_TEST_TIMEOUT_MS * 2,
  );
});
