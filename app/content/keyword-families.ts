/**
 * Problem guides grouped by the part of the gate involved. A family gives the label of the
 * guide's group in the service page's list of guides (its "Problemas relacionados" are the next
 * questions of problem-next.ts); a guide's family is in problem-guides.ts and its text (causes,
 * checks, safety note, questions) in its row of "Páginas do site" (decision 0043).
 */
export type KeywordFamily = "eletrica" | "controle" | "mecanica" | "sensores" | "ruido" | "energia" | "funcionamento" | "ppa" | "servico";

type FamilyCopy = { label: string };

export const FAMILIES: Record<KeywordFamily, FamilyCopy> = {
  eletrica: {
    label: "Parte elétrica e central de comando",
  },
  controle: {
    label: "Controles e receptor",
  },
  mecanica: {
    label: "Portão, engrenagens e transmissão",
  },
  sensores: {
    label: "Fotocélula, sensores e fim de curso",
  },
  ruido: {
    label: "Ruídos e batidas",
  },
  energia: {
    label: "Energia, chuva e destravamento",
  },
  funcionamento: {
    label: "Funcionamento do portão",
  },
  ppa: {
    label: "Motores PPA",
  },
  servico: {
    label: "Orçamento e atendimento",
  },
};
