import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { FACTORY_PRICE, KIT_OFFER } from "~/content/business";
import type { Variants } from "./context";

/**
 * Paragraph banks of the generator. Every entry is one idea with several wordings. A generated
 * page is stored when it is generated: the business's figures (name, warranty, instalments) are
 * written as slots filled when the page is served, and the optional claims (customers, year
 * started) are not written at all (docs/decisions/0028-business-settings.md).
 */

// The owner's list of served cities, counted when the page is served (app/lib/business-slots.ts).
const CITY_COUNT = BUSINESS_SLOTS.cityCount;

/**
 * The paragraph on paying: the instalments with the price they apply to, in a sentence of its own
 * (KIT_OFFER; Decreto 5.903/2006 art. 3), which is left out without an offer.
 */
export const PAYMENT_PARAGRAPHS = [
  `O orçamento é sem compromisso. Parcelado, o kit com instalação sai ${KIT_OFFER}, e o catálogo de motores mostra o valor das parcelas e o total de cada modelo.`,
  `Você pode parcelar: o kit com instalação sai ${KIT_OFFER}, e o catálogo de motores traz o preço à vista e as parcelas de cada modelo. Com uma foto do portão, você recebe uma primeira orientação antes da visita.`,
] as const;

/** The main text. Entry 0 opens the page and is always used. */
export const MAIN_PARAGRAPHS: Variants[] = [
  [
    (c) =>
      `Nossa equipe trabalha ${c.where} com ${c.topic} e com os motores PPA. Nesta página você encontra como o serviço funciona, o que observar no seu portão e quanto investir.`,
    (c) =>
      `Quem tem ${c.product.gate} precisa de um equipamento confiável e de um técnico que conheça o assunto. Reunimos aqui o essencial sobre ${c.topic}, do funcionamento aos custos.`,
    (c) => `Procurando ${c.topic}? Explicamos o que envolve o serviço, quais cuidados evitam dor de cabeça e como pedir um orçamento sem compromisso.`,
  ],
  [(c) => c.product.facts[0], (c) => `Vale entender como funciona: ${lowerFirst(c.product.facts[0])}`],
  [
    (c) => `O trabalho segue etapas claras: ${joinSteps(c.service.steps)}.`,
    (c) => `Na prática, o serviço começa com ${lowerFirst(c.service.steps[0])} e termina com ${lowerFirst(c.service.steps[c.service.steps.length - 1])}.`,
  ],
  [(c) => c.product.facts[1], (c) => c.product.facts[2]],
  [(c) => c.service.facts[0], (c) => c.service.facts[1]],
  // The warranty's terms are said once, on the warranty page and the FAQ; the page points there.
  [
    () => `Motor, peças trocadas e instalação têm, cada um, o seu prazo de garantia; a página de garantia explica o que cada prazo cobre.`,
    () => `Nenhum serviço sai sem garantia: o motor tem a de fábrica, e as peças trocadas e a instalação têm prazos próprios, descritos na página de garantia.`,
  ],
  [
    (c) => `A equipe atende ${c.placeRef} e entrega sem custo em ${CITY_COUNT} cidades de São Paulo e região, da capital a Guarulhos, Osasco e o ABC.`,
    (c) => `Além ${c.ofPlace}, nossa equipe vai às cidades vizinhas, e a entrega sai grátis em ${CITY_COUNT} delas.`,
  ],
  [() => PAYMENT_PARAGRAPHS[0], () => PAYMENT_PARAGRAPHS[1]],
];

/** The extra section (creativity above 60): care and safety tips. */
export const EXTRA_PARAGRAPHS: Variants[] = [
  [
    (c) =>
      `Mantenha as partes móveis do ${c.product.gate} limpas e lubrificadas e não use graxa grossa no trilho ou nas dobradiças: ela junta poeira e deixa o movimento pesado.`,
    () => `Limpeza e lubrificação regulares são o cuidado mais barato: sujeira e graxa velha fazem o motor trabalhar forçado e desgastam a engrenagem.`,
  ],
  [
    () =>
      `Saiba onde fica a chave do destravamento manual. Em uma queda de energia, ela libera o portão para abrir com a mão, e o motor volta a funcionar normalmente depois de travado de novo.`,
    () => `Em falta de energia, o destravamento manual libera o portão para abrir com a mão; depois, basta travar de novo para o motor voltar a funcionar.`,
  ],
  [
    () => `Teste a fotocélula de vez em quando: com o portão fechando, passe um objeto em frente ao sensor; o fechamento precisa ser interrompido na hora.`,
    () =>
      `Controle remoto não é brinquedo: guarde-o longe das crianças e nunca atravesse a passagem com o portão em movimento; a fotocélula é uma proteção, não um convite.`,
  ],
  [
    () =>
      `Ruídos novos, trancos ou um portão mais lento que o normal são sinais de desgaste. Chamar o técnico cedo costuma sair bem mais barato do que trocar o motor.`,
    () => `Se o portão começar a bater forte, parar no meio ou inverter sozinho, desligue o motor no disjuntor e peça uma avaliação antes de continuar usando.`,
  ],
];

// Claims (customers served, year started) are the owner's, in "Dados do negócio", and shown only
// where entered (decision 0028), and so is the factory-direct price (a slot, decision 0050); the opening hours are in the footer of every page.
/** The company paragraphs that carry the factory-direct price (db/seed/generated-kit-price.ts mends the older wording). */
export const FACTORY_COMPANY_PARAGRAPHS = [
  `Somos especialistas em motores PPA e atendemos casas, comércios e condomínios. Vendemos com ${FACTORY_PRICE.phrase} e instalamos com equipe própria.`,
  `Cuidamos de portões automáticos na Grande São Paulo. ${FACTORY_PRICE.title} e técnicos próprios fazem parte do nosso jeito de trabalhar.`,
] as const;

export const COMPANY_PARAGRAPH: Variants = [
  () => FACTORY_COMPANY_PARAGRAPHS[0],
  () => `Nossa equipe vende, instala e mantém motores PPA com peças originais e garantia, sem terceirizar o serviço.`,
  () => FACTORY_COMPANY_PARAGRAPHS[1],
];

export const CLOSING_PARAGRAPH: Variants = [
  (c) => `Quer ${c.service.cta(c.product)}? Fale com um técnico pelos contatos desta página.`,
  (c) => `Conte como é o seu ${c.product.gate} e receba um orçamento sem compromisso.`,
  () => `Tire suas dúvidas com quem entende: fale com a nossa equipe.`,
];

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function joinSteps(steps: string[]): string {
  const items = steps.map(lowerFirst);
  return `${items.slice(0, -1).join("; ")} e, por fim, ${items[items.length - 1]}`;
}
