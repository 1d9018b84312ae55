import { BRAND } from "../../../../app/content/business";
import { BUSINESS_SLOTS } from "../../../../app/lib/business-slots";
import type { LandingProse } from "./types";
import { GUARULHOS_PATH } from "../../../../app/lib/paths";

/** /portao-automatico-guarulhos (docs/product.md §4.5): about 100 neighbourhoods served in Guarulhos. */
export const GUARULHOS_LANDING: LandingProse = {
  path: GUARULHOS_PATH,
  title: `Portão Automático em Guarulhos | Motor ${BRAND} com Instalação Grátis`,
  heading: "Portão Automático em Guarulhos",
  metaDescription: `Instalação, manutenção e conserto de portão automático em Guarulhos com motores ${BRAND}. Manutenção express por ${BUSINESS_SLOTS.promoPrice} e atendimento em toda a cidade.`,
  intro: `Atendemos Guarulhos inteira, da Vila Galvão aos Pimentas, com instalação de motores ${BRAND}, manutenção preventiva e conserto de portões automáticos de casas, condomínios e galpões.`,
  localNote:
    "Em Guarulhos há muitos sobrados com portão basculante na garagem, o tipo de portão para o qual vendemos motores, e condomínios cujo portão abre o dia inteiro: para esses, a revisão semestral evita a parada na hora do movimento.",
  faq: [
    {
      question: "Vocês fazem manutenção em condomínios de Guarulhos?",
      answer: "Sim, fazemos manutenção preventiva semestral em condomínios, com relatório do estado do motor, da central e dos acessórios de segurança.",
    },
    {
      question: "Em quanto tempo um técnico chega em Guarulhos?",
      answer: "Depende do bairro e da agenda do dia: com o endereço, combinamos o primeiro horário disponível dentro do horário de atendimento.",
    },
  ],
};
