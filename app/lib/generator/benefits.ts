import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { FACTS, KIT_OFFER } from "~/content/business";
import type { GenContext } from "./context";

/** The instalments with the price they apply to (KIT_OFFER; Decreto 5.903/2006 art. 3): left out without an offer. */
export const PAYMENT_BENEFIT = `Pagamento parcelado: kit com instalação ${KIT_OFFER}`;

/**
 * Benefits list items (at least 7, the most a list can hold at creativity 100). None repeats an
 * item of the site's own pages (the home's and the catalogue's lists, the warranty page): a
 * generated page's text is its own (docs/content-quality.md "The judge").
 */
export const BENEFITS: readonly ((ctx: GenContext) => string)[] = [
  () => PAYMENT_BENEFIT,
  () => `Entrega grátis em ${BUSINESS_SLOTS.cityCount} cidades de São Paulo e região`,
  (c) => `Técnicos que atendem ${c.placeRef} com experiência em motores PPA`,
  () => "Trocas feitas só com peças originais PPA",
  () => `Instalação pronta em ${FACTS.installHours} na maioria dos portões`,
  () => "Orçamento sem compromisso, com foto do portão ou na visita",
  () => "Regulagem de segurança e teste da fotocélula em todo serviço",
  () => "Controles cadastrados antes de o técnico ir embora",
];
