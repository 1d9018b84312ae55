import { FACTS, FREE_SHIPPING_CITIES, INSTALMENTS, WARRANTY } from "~/content/business";
import type { GenContext } from "./context";

/** Benefits list items (at least 7, the most a list can hold at creativity 100). */
export const BENEFITS: readonly ((ctx: GenContext) => string)[] = [
  () => WARRANTY.summary,
  () => "Preço direto de fábrica",
  () => `Pagamento em até ${INSTALMENTS}x`,
  () => `Entrega grátis em ${FREE_SHIPPING_CITIES.length} cidades da Grande São Paulo`,
  (c) => `Técnicos que atendem ${c.placeRef} com experiência em motores PPA`,
  () => `Peças originais PPA, com ${WARRANTY.partsMonths} meses de garantia nas trocas`,
  () => `Instalação concluída em ${FACTS.installHours} na maioria dos portões`,
  () => "Orçamento sem compromisso pelo WhatsApp",
  () => "Regulagem de segurança e teste da fotocélula em todo serviço",
];
