import { describe, expect, it } from "vitest";
import { explainedPicks, gateNeeds } from "~/lib/places/gate-needs";

/** Catalogue-like figures: a residential model, a 150-openings heavy one without a stated weight, a building's model. */
const home = { name: "Home", slug: "home", maxWeightKg: 250, maxWidthCm: 300, cyclesPerDay: 40, gateTypes: ["basculante"] };
const penta = { name: "Penta", slug: "penta", maxWeightKg: 0, maxWidthCm: 400, cyclesPerDay: 150, gateTypes: ["basculante"] };
const condo = { name: "Condo", slug: "condo", maxWeightKg: 400, maxWidthCm: 450, cyclesPerDay: 400, gateTypes: ["basculante"] };
const slider = { name: "Slider", slug: "slider", maxWeightKg: 300, maxWidthCm: 500, cyclesPerDay: 40, gateTypes: ["deslizante"] };

describe("a place page's models and why", () => {
  it("keeps the models that meet what the text says about its gates, each with the figures that meet it", () => {
    const needs = gateNeeds("Prédios antigos com folha de ferro pesada e larga.");
    expect(explainedPicks([penta, condo], needs, [])).toEqual([
      {
        name: "Condo",
        slug: "condo",
        why: "Para folha pesada ou larga: até 400 kg e 4,5 m de largura. Para portão de prédio, aberto o dia todo: até 400 aberturas por dia.",
      },
    ]);
  });

  it("keeps a model that moves a gate type the text names when no model kept for a need moves it", () => {
    const needs = gateNeeds("Casas com portão deslizante.");
    const picks = explainedPicks([home, slider], needs, ["deslizante"]);
    expect(picks.map((p) => [p.slug, p.why])).toEqual([
      // The text names a sliding gate the Home does not move: its reason says it is for basculantes.
      ["home", "Para portão basculante de casa: modelo residencial, até 40 aberturas por dia."],
      ["slider", "Para portão de casa: modelo residencial, até 40 aberturas por dia."],
    ]);
    expect(explainedPicks([condo, slider], gateNeeds("Um prédio de garagem coletiva e portão deslizante."), ["deslizante"]).map((p) => p.why)).toEqual([
      "Para portão basculante de prédio, aberto o dia todo: até 400 aberturas por dia.",
      "Move portão deslizante.",
    ]);
  });

  it("states the catalogue's figures when the text names nothing about its gates, leaving out the ones it does not state", () => {
    expect(explainedPicks([penta], gateNeeds("Uma rua arborizada."), []).map((p) => p.why)).toEqual(["4 m de largura, 150 aberturas por dia."]);
  });
});
