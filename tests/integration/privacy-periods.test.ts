// The privacy policy says how long each kind of data is kept (LGPD art. 9, II), with the periods the
// code keeps them (docs/operations.md "Logs" for the server's log lines): no "pelo tempo necessário".
// Its text is the owner's (decision 0043); the periods are filled in by the page from the code.
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { LIMITS } from "~/lib/limits";
import { PRIVACY_PERIODS } from "~/lib/legal";
import { loader } from "~/routes/privacidade";
import { freshDatabasePerTest } from "./auth-helpers";

const fresh = freshDatabasePerTest();

/** The items of the list under the section whose heading starts with "1.". */
function keptItems(bodyHtml: string): string[] {
  const doc = parseDocument(bodyHtml);
  const nodes = doc.children.filter((n) => n.type === "tag");
  const heading = nodes.findIndex((n) => DomUtils.textContent(n).startsWith("1."));
  const list = nodes.slice(heading + 1).find((n) => "name" in n && n.name === "ul")!;
  return DomUtils.getElementsByTagName("li", list).map((li) => DomUtils.textContent(li).replace(/\s+/g, " ").trim());
}

describe("/privacidade", () => {
  it("gives a period for every kind of data the site keeps, each the code's", () => {
    fresh();
    const { bodyHtml } = loader();
    const kept = keptItems(bodyHtml);
    expect(kept.length).toBeGreaterThan(5);
    const period = /\d+ (?:minutos|horas|dias|meses)|na página seguinte|a qualquer momento/;
    for (const item of kept) expect(item, item.slice(0, 60)).toMatch(period);
    const logs = kept.find((item) => item.startsWith("Registros técnicos do servidor"))!;
    expect(logs).toContain(`São apagados em até ${LIMITS.serverLogRetentionDays} dias.`);
    const visits = kept.find((item) => item.startsWith("Pedidos de visita técnica"))!;
    expect(visits).toContain(`apagado automaticamente após ${LIMITS.visitRequests.retentionDays} dias`);
    // Every period slot was filled.
    for (const slot of Object.values(PRIVACY_PERIODS)) expect(bodyHtml).not.toContain(slot);
  });
});
