import type { FaqItem } from "~/lib/jsonld";
import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { BRAND, FACTS, WARRANTY, formatBRL } from "./business";

/** Shared shape and copy of the local landing pages (/portao-automatico-{city}). */

export type CityLanding = {
  /** The city, as testimonials are assigned to it (app/lib/testimonials/rules.ts). */
  city: "Guarulhos" | "Osasco";
  path: string;
  title: string;
  metaDescription: string;
  intro: string;
  /** Local remark shown under the intro (traffic, weather, kind of buildings). */
  localNote: string;
  neighbourhoods: string[];
  faq: FaqItem[];
};

/**
 * Where the landings' copy names the express-maintenance price: filled per request with the
 * price of "Dados do negócio" (decision 0028) by `withPromoPrice`, never shown as is.
 */
export const PROMO_PRICE_SLOT = BUSINESS_SLOTS.promoPrice;

/** The landing with the current promotion price in its description and answers. */
export function withPromoPrice(landing: CityLanding, priceCents: number): CityLanding {
  const fill = (text: string) => text.split(PROMO_PRICE_SLOT).join(formatBRL(priceCents));
  return { ...landing, metaDescription: fill(landing.metaDescription), faq: landing.faq.map((f) => ({ ...f, answer: fill(f.answer) })) };
}

export type LandingService = { title: string; text: string };

export function landingServices(city: string): LandingService[] {
  return [
    {
      title: "Instalação de motor novo",
      text: `Motores ${BRAND} para portões basculantes, com entrega e instalação grátis em ${city} em ${FACTS.installHours}.`,
    },
    {
      title: "Manutenção preventiva",
      text: `Lubrificação, regulagem de fim de curso e força, teste de fotocélula e controles para o portão não parar na hora errada.`,
    },
    { title: "Conserto e troca de peças", text: "Placa da central, capacitor, engrenagem, cremalheira, receptor e controles, com peças originais e garantia." },
    { title: "Controles e acessórios", text: "Programação e clonagem de controles, fotocélula anti-esmagamento, trava eletromagnética e botoeira." },
  ];
}

export const PREVENTION_TIPS: string[] = [
  "Limpe o trilho e a soleira do portão toda semana: pedrinhas e folhas travam as roldanas e forçam o motor.",
  "Lubrifique roldanas, dobradiças e articulações a cada três meses com graxa ou óleo próprio, sem exagero.",
  "Teste a fotocélula passando um objeto na frente durante o fechamento: o portão deve parar e voltar.",
  "Mantenha a tampa do motor fechada e vedada, longe de poças e de formigueiros.",
  "Instale um protetor de surto (DPS) no quadro de energia: raios são a principal causa de placa queimada.",
  "Guarde a chave de destravamento em local conhecido por todos da casa, para abrir o portão se faltar energia.",
  "Ao notar barulho novo, tranco ou lentidão, peça uma revisão antes que a peça quebre.",
];

export type ExpressOffer = { title: string; priceText: string; items: string[] };

export function expressOffer(city: string, priceCents: number): ExpressOffer {
  return {
    title: `Manutenção Express em ${city}`,
    priceText: formatBRL(priceCents),
    items: [
      "Limpeza e lubrificação completa do portão e do motor",
      "Regulagem de fim de curso, força e embreagem",
      "Teste e ajuste de fotocélula, controles e destravamento",
      `Garantia de ${WARRANTY.partsMonths} meses nas peças trocadas`,
    ],
  };
}
