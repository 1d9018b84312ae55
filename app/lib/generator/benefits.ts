import { FACTS, FREE_SHIPPING_CITIES, INSTALMENTS } from "~/content/business";
import type { GenContext } from "./context";

/**
 * Benefits list items (at least 7, the most a list can hold at creativity 100). None repeats an
 * item of the site's own pages (the home's and the catalogue's lists, the warranty page): a
 * generated page's text is its own (docs/content-quality.md "The judge").
 */
export const BENEFITS: readonly ((ctx: GenContext) => string)[] = [
  () => `Pagamento em até ${INSTALMENTS}x`,
  () => `Entrega grátis em ${FREE_SHIPPING_CITIES.length} cidades da região metropolitana`,
  (c) => `Técnicos que atendem ${c.placeRef} com experiência em motores PPA`,
  () => "Trocas feitas só com peças originais PPA",
  () => `Instalação pronta em ${FACTS.installHours} na maioria dos portões`,
  () => "Orçamento sem compromisso pelo WhatsApp",
  () => "Regulagem de segurança e teste da fotocélula em todo serviço",
  () => "Controles cadastrados antes de o técnico ir embora",
];
