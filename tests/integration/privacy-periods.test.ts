// The privacy policy says how long each kind of data is kept (LGPD art. 9, II), with the periods the
// code keeps them (docs/operations.md "Logs" for the server's log lines): no "pelo tempo necessário".
import { describe, expect, it } from "vitest";
import { loader } from "~/routes/privacidade";
import { freshDatabasePerTest } from "./auth-helpers";

const fresh = freshDatabasePerTest();

describe("/privacidade", () => {
  it("gives a period for every kind of data the site keeps", () => {
    fresh();
    const { doc } = loader();
    const kept = doc.sections.find((s) => s.heading.startsWith("1."))!.items!;
    expect(kept.length).toBeGreaterThan(5);
    const period = /\d+ (?:minutos|horas|dias|meses)|na página seguinte|a qualquer momento/;
    for (const item of kept) expect(item, item.slice(0, 60)).toMatch(period);
    const logs = kept.find((item) => item.startsWith("Registros técnicos do servidor"))!;
    expect(logs).toMatch(/São apagados em até \d+ dias\./);
  });
});
