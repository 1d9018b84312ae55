/**
 * The site's built-in topics (docs/product.md §4.7, step 1): their addresses and the searches
 * they answer (the keywords meta). Their title, description and text are the owner's, stored in
 * "Páginas do site" (decision 0043) and seeded from db/seed/prose/topics.ts.
 */
export type BuiltInTopic = { slug: string; keywords: string[] };

export const BUILT_IN_TOPICS: readonly BuiltInTopic[] = [
  {
    slug: "instalacao-de-motor-de-portao",
    keywords: ["instalação de motor de portão", "instalar motor de portão", "preço instalação motor portão", "motor de portão instalado"],
  },
  {
    slug: "instalacao-de-portao-automatico",
    keywords: ["instalação de portão automático", "automatizar portão", "portão automático preço", "automação de portão"],
  },
  {
    slug: "instalacao-de-motor-para-portao-deslizante",
    keywords: ["instalação motor portão deslizante", "motor de correr instalação", "cremalheira portão", "motor deslizante"],
  },
  {
    slug: "instalacao-de-motor-para-portao-basculante",
    keywords: ["instalação motor portão basculante", "motor basculante", "automatizador basculante", "motor ppa basculante"],
  },
  {
    slug: "instalacao-de-motor-para-portao-pivotante",
    keywords: ["motor portão pivotante instalação", "portão pivotante automático", "automatizar portão pivotante"],
  },
  {
    slug: "instalacao-de-motor-para-portao-de-abrir",
    keywords: ["motor portão de abrir", "portão de duas folhas automático", "motor portão batente", "automatizar portão de abrir"],
  },
  {
    slug: "instalacao-de-motor-de-portao-residencial",
    keywords: ["motor de portão residencial", "motor portão casa", "motor portão garagem casa", "instalação residencial"],
  },
  {
    slug: "instalacao-de-motor-de-portao-para-condominio",
    keywords: ["motor portão condomínio", "portão de prédio automático", "motor uso intensivo", "portão garagem condomínio"],
  },
  {
    slug: "instalacao-de-motor-de-portao-de-garagem",
    keywords: ["motor portão garagem", "portão de garagem automático", "automatizar garagem", "instalação garagem"],
  },
  {
    slug: "manutencao-de-motor-de-portao",
    keywords: ["manutenção motor de portão", "revisão portão automático", "lubrificar motor portão", "manutenção portão"],
  },
  {
    slug: "conserto-de-motor-de-portao",
    keywords: ["conserto motor de portão", "consertar portão automático", "reparo motor portão preço", "técnico conserto portão"],
  },
  {
    slug: "manutencao-preventiva-de-portao-automatico",
    keywords: ["manutenção preventiva portão automático", "checklist portão", "cuidados motor portão", "prevenção portão"],
  },
  { slug: "reparo-de-portao-automatico", keywords: ["reparo portão automático", "portão emperrado", "trocar roldana portão", "conserto portão basculante"] },
  {
    slug: "manutencao-de-portao-basculante",
    keywords: ["manutenção portão basculante", "contrapeso portão basculante", "mola portão basculante", "basculante pesado"],
  },
  { slug: "manutencao-de-portao-deslizante", keywords: ["manutenção portão deslizante", "portão de correr", "roldana portão deslizante", "cremalheira"] },
  { slug: "manutencao-de-portao-de-condominio", keywords: ["manutenção portão condomínio", "contrato manutenção portão", "portão prédio", "síndico portão"] },
  { slug: "motor-para-portao-deslizante", keywords: ["motor portão deslizante", "motor de correr", "motor deslizante preço", "motor portão de correr"] },
  {
    slug: "motor-para-portao-basculante",
    keywords: ["motor portão basculante", "motor basculante ppa", "automatizador basculante", "motor basculante rápido"],
  },
  { slug: "motor-para-portao-pivotante", keywords: ["motor portão pivotante", "portão pivotante automático", "automatizador pivotante"] },
  { slug: "motor-para-portao-de-abrir", keywords: ["motor portão de abrir", "motor portão batente", "motor portão duas folhas"] },
  { slug: "motor-para-portao-articulado", keywords: ["motor portão articulado", "basculante articulado", "portão articulado automático"] },
  { slug: "motor-para-portao-de-garagem", keywords: ["motor portão garagem", "melhor motor de portão", "motor garagem preço"] },
  { slug: "motor-de-portao-rapido", keywords: ["motor portão rápido", "jetflex", "motor 4 segundos", "portão abre rápido"] },
  { slug: "marcas-de-motor-de-portao", keywords: ["marcas de motor de portão", "melhor marca motor portão", "ppa garen rossi peccinin nice"] },
  { slug: "motor-de-portao-ppa", keywords: ["motor de portão ppa", "ppa motor", "motor ppa preço", "ppa jetflex"] },
  { slug: "controle-remoto-para-portao", keywords: ["controle remoto portão", "controle portão 433", "cadastrar controle portão", "clonar controle portão"] },
  {
    slug: "central-de-comando-para-portao",
    keywords: ["central de comando portão", "placa portão automático", "placa queimada portão", "trocar central portão"],
  },
  {
    slug: "sensor-fotocelula-para-portao",
    keywords: ["fotocélula portão", "sensor portão automático", "sensor de barreira portão", "fotocélula não funciona"],
  },
  { slug: "chave-eletronica-para-portao", keywords: ["chave eletrônica portão", "botoeira portão", "chave destravamento portão", "acesso portão automático"] },
  { slug: "nobreak-para-motor-de-portao", keywords: ["nobreak portão", "nobreak motor portão", "portão sem energia", "bateria portão"] },
  { slug: "tecnico-de-portao-automatico", keywords: ["técnico de portão automático", "técnico portão eletrônico", "técnico motor de portão"] },
  { slug: "eletricista-para-portao-automatico", keywords: ["eletricista para portão automático", "instalação elétrica portão", "disjuntor portão automático"] },
  { slug: "assistencia-tecnica-de-motor-de-portao", keywords: ["assistência técnica motor de portão", "assistência técnica ppa", "garantia motor de portão"] },
  {
    slug: "empresa-de-instalacao-de-portao-automatico",
    keywords: ["empresa de instalação de portão automático", "empresa de portão automático", "instaladora de portão"],
  },
  { slug: "orcamento-de-motor-de-portao", keywords: ["orçamento motor de portão", "preço motor de portão", "quanto custa motor de portão"] },
];

const bySlug = new Map(BUILT_IN_TOPICS.map((t) => [t.slug, t]));

export function findBuiltInTopic(slug: string): BuiltInTopic | undefined {
  return bySlug.get(slug);
}

export const BUILT_IN_TOPIC_SLUGS: string[] = BUILT_IN_TOPICS.map((t) => t.slug);
