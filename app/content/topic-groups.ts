/**
 * The seven service groups of the "Serviços" menu (docs/product.md §3) and their topic titles.
 * Each title has a page at /topicos/{slug(title)}.
 */
export type TopicGroup = { id: string; title: string; topics: string[] };

export const TOPIC_GROUPS: TopicGroup[] = [
  {
    id: "instalacao",
    title: "Instalação",
    topics: [
      "Instalação de Motor de Portão",
      "Instalação de Portão Automático",
      "Instalação de Motor para Portão Deslizante",
      "Instalação de Motor para Portão Basculante",
      "Instalação de Motor para Portão Pivotante",
      "Instalação de Motor para Portão de Abrir",
      "Instalação de Motor de Portão Residencial",
      "Instalação de Motor de Portão para Condomínio",
      "Instalação de Motor de Portão de Garagem",
    ],
  },
  {
    id: "manutencao-e-reparo",
    title: "Manutenção e Reparo",
    topics: [
      "Manutenção de Motor de Portão",
      "Conserto de Motor de Portão",
      "Manutenção Preventiva de Portão Automático",
      "Reparo de Portão Automático",
      "Manutenção de Portão Basculante",
      "Manutenção de Portão Deslizante",
      "Manutenção de Portão de Condomínio",
    ],
  },
  {
    id: "tipos-de-motores",
    title: "Tipos de Motores",
    topics: [
      "Motor para Portão Deslizante",
      "Motor para Portão Basculante",
      "Motor para Portão Pivotante",
      "Motor para Portão de Abrir",
      "Motor para Portão Articulado",
      "Motor para Portão de Garagem",
      "Motor de Portão Rápido",
    ],
  },
  {
    id: "marcas",
    title: "Marcas",
    topics: [
      "Marcas de Motor de Portão",
      "Motor de Portão PPA",
      "Motor de Portão Garen",
      "Motor de Portão Rossi",
      "Motor de Portão Peccinin",
      "Motor de Portão Nice",
    ],
  },
  {
    id: "acessorios",
    title: "Acessórios",
    topics: [
      "Controle Remoto para Portão",
      "Central de Comando para Portão",
      "Sensor Fotocélula para Portão",
      "Chave Eletrônica para Portão",
      "Nobreak para Motor de Portão",
    ],
  },
  {
    id: "servicos",
    title: "Serviços",
    topics: [
      "Técnico de Portão Automático",
      "Eletricista para Portão Automático",
      "Assistência Técnica de Motor de Portão",
      "Empresa de Instalação de Portão Automático",
      "Orçamento de Motor de Portão",
    ],
  },
  {
    id: "problemas-e-solucoes",
    title: "Problemas e Soluções",
    topics: [
      "Portão Automático Não Abre",
      "Portão Automático Não Fecha",
      "Portão Abre e Fecha Sozinho",
      "Controle do Portão Não Funciona",
      "Motor de Portão Fazendo Barulho",
    ],
  },
];

export const ALL_TOPIC_TITLES: string[] = TOPIC_GROUPS.flatMap((g) => g.topics);
