import { BRAND } from "../../../../app/content/business";
import { BUSINESS_SLOTS } from "../../../../app/lib/business-slots";
import type { LandingProse } from "./types";
import { OSASCO_PATH } from "../../../../app/lib/paths";

/** /portao-automatico-osasco (docs/product.md §4.5): about 50 neighbourhoods served in Osasco. */
export const OSASCO_LANDING: LandingProse = {
  path: OSASCO_PATH,
  title: `Portão Automático em Osasco | Instalação e Manutenção ${BRAND}`,
  heading: "Portão Automático em Osasco",
  metaDescription: `Motor de portão ${BRAND} com instalação grátis em Osasco, manutenção express por ${BUSINESS_SLOTS.promoPrice} e conserto em todos os bairros, do Centro ao Jardim Veloso.`,
  intro: `Em Osasco instalamos motores ${BRAND}, fazemos manutenção preventiva e consertamos portões automáticos em casas, prédios e comércios, com técnicos que conhecem a cidade.`,
  localNote:
    "Muitas ruas de Osasco são em ladeira, o que exige portões bem regulados: um portão basculante desbalanceado em rampa força o motor e desgasta a engrenagem. Na instalação conferimos contrapeso, molas e fim de curso.",
  faq: [
    {
      question: "Minha garagem fica num dos morros ao norte do Tietê, como no Rochdale ou no Mutinga. O motor dá conta?",
      answer:
        "Dá, se o portão estiver equilibrado. Numa garagem em rampa, o basculante destravado tende a cair ou a subir sozinho; antes de fixar o motor, o técnico acerta contrapeso e molas até a folha ficar parada onde for solta, e só então regula força e desaceleração. Assim o motor não carrega o peso da folha na subida e o portão não bate no fim do curso.",
    },
  ],
};
