/**
 * The models each model's page offers to compare with, nearest first (at most 3, by the seeded
 * slugs; a renamed model is found by its former address). What the page says about the
 * difference is the owner's text in "Páginas do site" (decision 0043).
 */
export const MOTOR_SIBLINGS: Readonly<Record<string, readonly string[]>> = {
  "motor-ppa-home": ["motor-ppa-home-mono", "motor-ppa-home-legero", "motor-ppa-home-jetflex"],
  "motor-ppa-home-jetflex": ["motor-ppa-home-custom-jetflex", "motor-ppa-home-legero", "motor-ppa-penta-jetflex"],
  "motor-ppa-home-custom-jetflex": ["motor-ppa-home-jetflex", "motor-ppa-home-custom-legero", "motor-ppa-penta-jetflex"],
  "motor-ppa-home-mono": ["motor-ppa-home", "motor-ppa-home-sp-mono", "motor-ppa-home-custom-mono"],
  "motor-ppa-home-legero": ["motor-ppa-home", "motor-ppa-home-jetflex", "motor-ppa-home-custom-legero"],
  "motor-ppa-home-custom-mono": ["motor-ppa-home-mono", "motor-ppa-home-custom-sp-mono", "motor-ppa-home-custom-legero"],
  "motor-ppa-home-custom-legero": ["motor-ppa-home-legero", "motor-ppa-home-custom-jetflex", "motor-ppa-home-custom-mono"],
  "motor-ppa-home-custom-sp-mono": ["motor-ppa-home-sp-mono", "motor-ppa-home-custom-mono", "motor-ppa-potenza"],
  "motor-ppa-home-sp-mono": ["motor-ppa-home-mono", "motor-ppa-home-custom-sp-mono", "motor-ppa-potenza"],
  "motor-ppa-levante": ["motor-ppa-home", "motor-ppa-home-custom-mono", "motor-ppa-home-sp-mono"],
  "motor-ppa-potenza": ["motor-ppa-penta", "motor-ppa-condominium", "motor-ppa-home-sp-mono"],
  "motor-ppa-condominium": ["motor-ppa-penta-jetflex", "motor-ppa-potenza", "motor-ppa-penta"],
  "motor-ppa-penta": ["motor-ppa-potenza", "motor-ppa-penta-jetflex", "motor-ppa-condominium"],
  "motor-ppa-penta-jetflex": ["motor-ppa-penta", "motor-ppa-condominium", "motor-ppa-home-jetflex"],
};
