import type { SeededText } from "../page-texts";
import { homeTexts } from "./home";
import { serviceTexts } from "./service";

/** The home's and the service page's starting text (decision 0043). */
export function mainPageTexts(): SeededText[] {
  return [...homeTexts(), ...serviceTexts()];
}
