import { FACTS } from "~/content/business";
import { BUSINESS_SLOTS } from "~/lib/business-slots";
import type { ProductType, QuestionType, ServiceType } from "./analysis";
import type { GenContext } from "./context";

/** The direct answer to what the title asks: paragraphs, and steps for "how" questions. */
export type Answer = { paragraphs: string[]; steps?: string[] };

const TIME_ANSWERS: Record<ServiceType, string> = {
  installation: `A instalação é feita em uma só visita: ${FACTS.installHours} de trabalho na maioria dos portões residenciais.`,
  maintenance: `Uma revisão preventiva a cada ano basta para a maioria das casas; condomínios pedem duas. A visita costuma levar menos de duas horas.`,
  repair: "Muitos defeitos são resolvidos na própria visita; quando é preciso encomendar uma peça, o prazo é informado no orçamento.",
  replacement: `A troca é feita no mesmo dia, em ${FACTS.installHours} na maioria dos portões, já com os controles cadastrados.`,
  purchase: "A entrega e a instalação são combinadas com você, conforme a sua agenda.",
  general: `A visita é marcada conforme a sua disponibilidade, dentro do horário de atendimento.`,
};

const ACCESSORIES = new Set<ProductType>(["remote", "board", "sensor"]);

export function answerFor(type: QuestionType, c: GenContext): Answer | null {
  switch (type) {
    case "none":
      return null;
    case "price":
      return {
        paragraphs: [c.service.price, "O orçamento é gratuito e sem compromisso: uma foto do portão já permite uma primeira avaliação."],
      };
    case "time":
      return { paragraphs: [TIME_ANSWERS[c.analysis.serviceType]] };
    case "why":
      return {
        paragraphs: [
          c.analysis.serviceType === "repair"
            ? "As causas mais comuns são controle com botão preso ou descadastrado, fotocélula suja ou desalinhada, fim de curso fora do ponto, capacitor fraco e defeito na central. Um diagnóstico no local aponta a causa certa antes de qualquer troca de peça."
            : "Porque um portão automático bem instalado traz segurança e comodidade: você entra e sai sem descer do carro, à noite ou na chuva, e a fotocélula protege a passagem enquanto o portão fecha.",
        ],
      };
    case "where":
      return {
        paragraphs: [
          `A equipe vai até ${c.placeRef} e às cidades vizinhas da região metropolitana. A entrega é grátis nas ${BUSINESS_SLOTS.cityCount} cidades da nossa lista de atendimento, na página inicial.`,
        ],
      };
    case "how":
      return { paragraphs: ["Veja como fazemos, etapa por etapa:"], steps: c.service.steps };
    case "which":
      return {
        paragraphs: [
          ACCESSORIES.has(c.analysis.productType)
            ? `O modelo certo depende ${c.analysis.productType === "board" ? "do motor instalado" : "da central instalada"} no seu portão: o técnico confere a marca, a frequência e as ligações disponíveis e indica ${c.product.feminine ? "a" : "o"} ${c.product.short} compatível.`
            : c.analysis.productType === "tilting" || c.analysis.productType === "generic"
              ? "Quem decide é o portão: quanto ele pesa, suas medidas e quantas vezes abre por dia. Para o basculante de uma casa, o PPA Home dá conta do portão comum; quem quer mais rapidez escolhe um modelo mais rápido da linha. O catálogo mostra o peso aceito por cada modelo."
              : `Quem decide é o ${c.product.gate}: quanto ele pesa, suas medidas e quantas vezes abre por dia. Na visita, o técnico mede o portão, confere a estrutura e indica ${c.product.feminine ? "a" : "o"} ${c.product.short} ${c.product.feminine ? "certa" : "certo"} para o seu caso.`,
        ],
      };
    case "possibility":
      return {
        paragraphs: [
          `Na maioria dos casos, sim. Antes, o técnico confere a estrutura do ${c.product.gate}, a fixação e a parte elétrica, e diz com clareza se vale a pena ${c.service.cta(c.product)}.`,
        ],
      };
  }
}
