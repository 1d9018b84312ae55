/**
 * What kind of buildings and gates a place has (its housing profile) and which local
 * conditions wear a gate motor there (concerns), as data (app/content/place-facts.ts gives each
 * place its own). A place page's text is its stored row (decision 0043); of the profile, the page
 * reads only the models it points to (catalogue references, completed and checked against the
 * catalogue by app/lib/places/gate-needs.ts). The profiles' and concerns' prose is the seed's
 * (db/seed/prose/profiles.ts, db/seed/prose/posts.ts), as are the starting titles' endings
 * (db/seed/prose/places/hooks.ts).
 */
export type HousingProfile = "vertical" | "sobrados" | "misto" | "comercial" | "galpoes" | "alto-padrao" | "horizontal" | "chacaras" | "conjuntos";

export type Concern = "alagamento" | "ladeira" | "raios" | "uso-intenso" | "poeira" | "umidade" | "queda-energia" | "ruido" | "seguranca" | "restricao";

export type ProfileMotor = { name: string; slug: string };

const HOME = { name: "Motor PPA Home", slug: "motor-ppa-home" };
const JETFLEX = { name: "Motor PPA Home Jetflex", slug: "motor-ppa-home-jetflex" };
const CONDOMINIUM = { name: "Motor PPA Condominium", slug: "motor-ppa-condominium" };
const POTENZA = { name: "Motor PPA Potenza", slug: "motor-ppa-potenza" };
const PENTA_JETFLEX = { name: "Motor PPA Penta Jetflex", slug: "motor-ppa-penta-jetflex" };
const SP_MONO = { name: "Motor PPA Home SP Mono", slug: "motor-ppa-home-sp-mono" };

/** The catalogue's models worth a look for each housing profile (links on the place page). */
export const PROFILE_MOTORS: Record<HousingProfile, ProfileMotor[]> = {
  vertical: [CONDOMINIUM, PENTA_JETFLEX],
  sobrados: [HOME, JETFLEX],
  misto: [HOME, POTENZA],
  comercial: [POTENZA, PENTA_JETFLEX],
  galpoes: [POTENZA, CONDOMINIUM],
  "alto-padrao": [JETFLEX, PENTA_JETFLEX],
  horizontal: [JETFLEX, CONDOMINIUM],
  chacaras: [POTENZA, HOME],
  conjuntos: [HOME, SP_MONO],
};
