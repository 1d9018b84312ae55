/**
 * "Gerar 50 Páginas Internas" (docs/product.md §6.3): 50 keyword phrases, each put
 * into one of 5 title templates in turn, give the 50 page titles.
 */

export const INTERNAL_PAGE_KEYWORDS: string[] = [
  "motor para portão deslizante",
  "motor para portão basculante",
  "motor para portão pivotante",
  "motor para portão articulado",
  "motor de portão de garagem",
  "motor PPA Home",
  "motor PPA Jetflex",
  "motor de portão rápido",
  "motor de portão para condomínio",
  "motor de portão residencial",
  "kit de motor de portão",
  "instalação de motor de portão",
  "instalação de portão automático",
  "instalação de motor deslizante",
  "instalação de motor basculante",
  "instalação de motor pivotante",
  "automação de portão de garagem",
  "automação de portão antigo",
  "manutenção de motor de portão",
  "manutenção preventiva de portão automático",
  "manutenção de portão de condomínio",
  "conserto de motor de portão",
  "conserto de portão automático",
  "conserto de portão basculante",
  "conserto de portão deslizante",
  "reparo de central de portão",
  "troca de motor de portão",
  "troca de placa de portão automático",
  "troca de cremalheira de portão",
  "controle remoto para portão",
  "cadastro de controle de portão",
  "central de comando para portão",
  "placa de motor de portão",
  "sensor fotocélula para portão",
  "trava eletromagnética para portão",
  "nobreak para motor de portão",
  "botoeira para portão automático",
  "antena para receptor de portão",
  "técnico de portão automático",
  "assistência técnica de motor de portão",
  "eletricista para portão automático",
  "empresa de portão automático",
  "portão automático residencial",
  "portão automático para comércio",
  "portão deslizante automático",
  "portão basculante automático",
  "regulagem de fim de curso de portão",
  "lubrificação de portão automático",
  "motor de portão silencioso",
  "orçamento de motor de portão",
];

export const INTERNAL_PAGE_TEMPLATES: ((keyword: string) => string)[] = [
  (k) => `${k} em São Paulo`,
  (k) => `${k}: preços e orçamento`,
  (k) => `${k} com garantia`,
  (k) => `${k}: guia completo`,
  (k) => `${k}: dúvidas frequentes`,
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The 50 titles: keyword i in template i mod 5. */
export const INTERNAL_PAGE_TITLES: string[] = INTERNAL_PAGE_KEYWORDS.map((keyword, i) =>
  capitalize(INTERNAL_PAGE_TEMPLATES[i % INTERNAL_PAGE_TEMPLATES.length](keyword)),
);
