import { explainedPicks, gateNeeds, modelsForGateTypes, modelsForNeeds, namedGateTypes } from "~/lib/places/gate-needs";
import type { GateType } from "~/lib/motor-selector";
import { placePageText, type PlacePage } from "~/pages/place-page";
import { listMotors, recommendedMotors } from "../data/motors.server";

export type PlaceModel = {
  name: string;
  slug: string;
  /** Why it is recommended here: what the page says about its gates that it meets, with the catalogue's figures. */
  why: string;
};

export type PlaceModels = {
  models: PlaceModel[];
  /** Gate types the page's text names that no active model moves: the page shows the owner's "Tipos de portão" note. */
  uncoveredGateTypes: GateType[];
};

/**
 * The models a place page recommends: its profile's, as the catalogue has them now (never a
 * retired one, decision 0040), completed so that every need its own text names about its gates
 * (heavy or wide leaves, a building's gate opened all day, houses) is met by one of them, judged
 * by the catalogue's figures, and so that every gate type the text names (sliding, swing) is
 * moved by one of them when the catalogue has such a model (app/lib/places/gate-needs.ts).
 * Each model says why it is there, and one that meets nothing the text names is left out
 * (`explainedPicks`), so the list never contradicts the page.
 */
export function placeModels(page: PlacePage): PlaceModels {
  const active = listMotors().map((m) => ({ ...m, cyclesPerDay: m.cyclesPerDay ?? 0 }));
  const text = placePageText(page);
  const needs = gateNeeds(text);
  const types = namedGateTypes(text);
  const byNeeds = modelsForNeeds(recommendedMotors(page.motors), needs, active);
  const { models, uncovered } = modelsForGateTypes(byNeeds, types, active);
  const figures = models.flatMap((chosen) => active.filter((a) => a.slug === chosen.slug).map((a) => ({ ...a, name: chosen.name })));
  return {
    models: explainedPicks(figures, needs, types),
    uncoveredGateTypes: uncovered,
  };
}
