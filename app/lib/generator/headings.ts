import type { QuestionType } from "./analysis";
import type { Variants } from "./context";
import { capitalize } from "./html";

/** Section headings. Standard and randomised modes use the first; the varied mode draws one. */
export const HEADINGS = {
  intro: [(c) => `${capitalize(c.topic)}: o essencial`, (c) => `Tudo sobre ${c.topic}`, (c) => `${capitalize(c.topic)}: o que você precisa saber`],
  benefits: [() => "Vantagens de contratar com a gente", () => "Benefícios para você", () => "O que você ganha"],
  features: [
    (c) => `Características ${c.product.feminine ? "da" : "do"} ${c.product.short}`,
    () => "Detalhes técnicos",
    (c) => `Como é ${c.product.feminine ? "a" : "o"} ${c.product.short} que instalamos`,
  ],
  company: [() => "Por que escolher nossa equipe", () => "Quem somos", () => "Nossa equipe"],
  extra: [() => "Dicas de uso e cuidados", (c) => `Cuidados para o ${c.product.gate} durar mais`, () => "Boas práticas no dia a dia"],
  faq: [() => "Perguntas sobre o serviço", () => "Outras dúvidas", () => "Perguntas de quem nos procura"],
  closing: [() => "Fale com um técnico", () => "Peça seu orçamento", () => "Como pedir atendimento"],
} satisfies Record<string, Variants>;

export const ANSWER_HEADINGS: Record<Exclude<QuestionType, "none">, Variants> = {
  price: [() => "Quanto investir", () => "Valores de referência", () => "Preço e pagamento"],
  time: [() => "Prazos e frequência", () => "Quanto tempo leva", () => "Quando fazer"],
  why: [() => "Por que isso acontece", () => "Entenda o motivo", () => "Os motivos"],
  where: [() => "Onde atendemos", () => "Regiões atendidas", () => "Área de atendimento"],
  how: [() => "Como funciona, passo a passo", () => "Passo a passo", () => "Como fazemos"],
  which: [() => "Qual escolher", () => "Como escolher o modelo certo", () => "A melhor opção para o seu portão"],
  possibility: [() => "É possível?", () => "Dá para fazer?", () => "A resposta curta"],
};
