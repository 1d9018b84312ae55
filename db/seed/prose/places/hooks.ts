import type { HousingProfile } from "../../../../app/content/place-profiles";

/**
 * The end of a place page's starting title, by the place's housing profile
 * (app/content/place-facts.ts): "Motor para Portão PPA na Mooca | Casas e Sobrados", kept only
 * when the title fits 60 characters (db/seed/page-texts/places.ts). Read by the seed only: the
 * page's title is its stored row (decision 0043).
 */
export const PROFILE_HOOKS: Readonly<Record<HousingProfile, string>> = {
  vertical: "Prédios e Condomínios",
  sobrados: "Casas e Sobrados",
  misto: "Casas e Prédios",
  comercial: "Comércio e Garagens",
  galpoes: "Galpões e Empresas",
  "alto-padrao": "Portões de Alto Padrão",
  horizontal: "Condomínios de Casas",
  chacaras: "Chácaras e Casas de Campo",
  conjuntos: "Portões de Casa",
};
