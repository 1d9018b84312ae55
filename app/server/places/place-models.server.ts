import { gateNeeds, modelsForNeeds } from "~/lib/places/gate-needs";
import { placePageText, type PlacePage } from "~/pages/place-page";
import { listMotors, recommendedMotors } from "../data/motors.server";

/**
 * The models a place page recommends: its profile's, as the catalogue has them now (never a
 * retired one, decision 0040), completed so that every need its own text names about its gates
 * (heavy or wide leaves, a building's gate opened all day, houses) is met by one of them, judged
 * by the catalogue's figures (app/lib/places/gate-needs.ts).
 */
export function placeModels(page: PlacePage): { name: string; slug: string }[] {
  const active = listMotors().map((m) => ({ ...m, cyclesPerDay: m.cyclesPerDay ?? 0 }));
  return modelsForNeeds(recommendedMotors(page.motors), gateNeeds(placePageText(page)), active);
}
