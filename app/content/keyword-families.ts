import { PRICES, formatPriceRange } from "./business";

/**
 * Problem keywords grouped by the part of the gate involved. A family gives the
 * landing page its services list and safety note; the keyword itself brings the
 * causes, checks and FAQs (keyword-content.ts).
 */
export type KeywordFamily = "eletrica" | "controle" | "mecanica" | "sensores" | "ruido" | "energia" | "funcionamento" | "ppa" | "servico";

type FamilyCopy = { label: string; services: string[]; safety: string };

const repair = formatPriceRange(PRICES.repair);

export const FAMILIES: Record<KeywordFamily, FamilyCopy> = {
  eletrica: {
    label: "Parte elétrica e central de comando",
    services: [
      "Diagnóstico elétrico com multímetro: alimentação, central, capacitor e enrolamento do motor",
      "Troca de central de comando, capacitor e fusíveis por peças originais",
      "Instalação de protetor contra surtos (DPS) e revisão do aterramento",
      "Teste completo de fim de curso, força e fotocélula depois do reparo",
    ],
    safety: "Antes de qualquer verificação, desligue o disjuntor do portão. Não abra a central com o circuito ligado: a placa trabalha em 220 V.",
  },
  controle: {
    label: "Controles e receptor",
    services: [
      "Cadastro e apagamento de controles no receptor",
      "Venda de controles originais de código rolante",
      "Troca ou instalação de receptor e antena externa para mais alcance",
      "Integração com botoeira, interfone e controle de acesso",
    ],
    safety: "Problemas de controle quase nunca são perigosos: dá para testar com calma. Só não abra a central ligada para mexer no receptor.",
  },
  mecanica: {
    label: "Portão, engrenagens e transmissão",
    services: [
      "Troca de engrenagem (coroa), pinhão, cremalheira, roldanas e braços",
      "Ajuste de contrapeso, molas e cabos de aço do portão basculante",
      "Alinhamento e nivelamento de trilho e folha",
      "Lubrificação completa e reaperto de fixações",
    ],
    safety:
      "Molas, cabos e contrapesos trabalham sob tensão e podem ferir. Não solte nem ajuste essas peças sozinho; destrave o motor e deixe o portão parado.",
  },
  sensores: {
    label: "Fotocélula, sensores e fim de curso",
    services: [
      "Limpeza, alinhamento e troca de fotocélula",
      "Regulagem e troca de fim de curso (magnético ou mecânico)",
      "Ajuste de força e sensibilidade da inversão na central",
      "Teste de segurança com obstáculo depois do ajuste",
    ],
    safety: "Nunca desligue ou faça ponte na fotocélula para o portão fechar: ela é o que impede o portão de fechar sobre uma pessoa ou um carro.",
  },
  ruido: {
    label: "Ruídos e batidas",
    services: [
      "Lubrificação de engrenagem, roldanas e articulações com graxa adequada",
      "Troca de roldanas, rolamentos e buchas gastas",
      "Ajuste da rampa de desaceleração e dos batentes",
      "Reaperto e instalação de calços de borracha na fixação do motor",
    ],
    safety: "Barulho novo é aviso de desgaste. Continuar usando um portão que range ou bate acelera o dano; quanto antes a revisão, mais barato o reparo.",
  },
  energia: {
    label: "Energia, chuva e destravamento",
    services: [
      "Secagem e teste de isolamento de motor e central molhados",
      "Instalação de nobreak próprio para portão",
      "Fornecimento de chave de destravamento compatível",
      "Elevação da base do motor e vedação da caixa de passagem",
    ],
    safety: "Com água no motor ou cheiro de queimado, desligue o disjuntor e abra o portão manualmente. Não religue até um técnico verificar.",
  },
  funcionamento: {
    label: "Funcionamento do portão",
    services: [
      "Diagnóstico completo: controle, receptor, central, motor e portão",
      "Ajuste de fim de curso, força e tempo de fechamento automático",
      "Troca das peças com defeito, com garantia",
      "Revisão preventiva para o problema não voltar",
    ],
    safety: "Se o portão se mexe de forma inesperada, deixe-o fechado, desligue o disjuntor e use a chave de destravamento até o técnico chegar.",
  },
  ppa: {
    label: "Motores PPA",
    services: [
      "Assistência para motores PPA das linhas Home, Jetflex, Legero, Potenza, Penta e Condominium",
      "Peças originais PPA: central, capacitor, engrenagem e controles",
      "Reprogramação de percurso e controles",
      "Troca por modelo PPA atual quando o conserto não compensa",
    ],
    safety: "Motores PPA têm chave de destravamento: use-a para liberar o portão enquanto o defeito não é resolvido, com o disjuntor desligado.",
  },
  servico: {
    label: "Orçamento e atendimento",
    services: [
      `Conserto e reparo com orçamento antes do serviço (${repair} na maioria dos casos)`,
      "Manutenção preventiva de casas e condomínios",
      "Troca de motor com instalação e garantia",
      "Atendimento em São Paulo, ABCD, Guarulhos, Osasco e região",
    ],
    safety: "Peça sempre o orçamento por escrito e a garantia do serviço; desconfie de quem troca peças sem testar antes.",
  },
};
