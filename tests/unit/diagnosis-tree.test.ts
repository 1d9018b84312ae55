import { describe, expect, it } from "vitest";
import { DIAGNOSIS_OUTCOMES, DIAGNOSIS_STEPS } from "~/content/diagnosis-tree";
import { PROBLEMS } from "~/content/problem-keywords";
import { diagnosisSummary, treeProblems, walkDiagnosis } from "~/lib/diagnosis";

describe("the diagnosis tree", () => {
  it("is sound: every branch ends, every link resolves, no step or outcome is unreachable, no loop", () => {
    expect(treeProblems(new Set(PROBLEMS.map((p) => p.slug)))).toEqual([]);
  });

  it("finds a broken tree's faults (the check itself works)", () => {
    expect(treeProblems(new Set())).toContain(`página de problema inexistente: /${DIAGNOSIS_OUTCOMES[0].problemSlug} (em ${DIAGNOSIS_OUTCOMES[0].id})`);
  });

  it("warns about springs, cables and mains power wherever the visitor may touch them", () => {
    const text = JSON.stringify([...DIAGNOSIS_STEPS, ...DIAGNOSIS_OUTCOMES]);
    expect(text).toMatch(/Molas e cabos de aço/);
    expect(text).toMatch(/127 V ou 220 V/);
    for (const id of ["zumbido", "led-da-central", "queda-de-energia"]) expect(DIAGNOSIS_STEPS.find((s) => s.id === id)?.safety).toBeTruthy();
  });

  it("leads a gate that stopped after a power cut to the unlock / battery / board branch", () => {
    const start = walkDiagnosis(new URLSearchParams("sintoma=nada&energia=sim"));
    expect(start.current?.id).toBe("queda-de-energia");
    expect(start.current?.options.map((o) => o.next)).toEqual(["fim:travar-de-novo", "fim:bateria-nobreak", "led-da-central"]);
    const end = walkDiagnosis(new URLSearchParams("sintoma=nada&energia=sim&queda-de-energia=nobreak"));
    expect(end.outcome?.problemSlug).toBe("portao-nao-funciona-depois-de-queda-de-energia");
    expect(diagnosisSummary(end)).toContain(
      "O portão parou depois de uma queda de energia, de um pico de luz ou de um raio? Sim, parou depois que a luz caiu ou voltou.",
    );
  });

  it("stops at the first unanswered or forged answer, ignoring the rest", () => {
    expect(walkDiagnosis(new URLSearchParams("")).current?.id).toBe("sintoma");
    const forged = walkDiagnosis(new URLSearchParams("sintoma=<script>&energia=sim"));
    expect(forged).toMatchObject({ answered: [], outcome: null });
    expect(forged.current?.id).toBe("sintoma");
  });
});
