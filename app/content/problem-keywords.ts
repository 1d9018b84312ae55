import { foldText, slugify } from "~/lib/slug";

/**
 * Gate-motor problem keywords (docs/product.md §4.10, about 85). Each has a landing
 * page at the root path /{slug(keyword)}.
 */
export const PROBLEM_KEYWORDS: string[] = [
  "motor de portão queimado",
  "portão não abre",
  "portão não fecha",
  "portão abre e fecha sozinho",
  "controle remoto do portão não funciona",
  "motor de portão fazendo barulho",
  "portão automático travado",
  "motor de portão não liga",
  "portão abre sozinho",
  "portão fecha sozinho",
  "portão para no meio",
  "portão volta sozinho ao fechar",
  "portão automático lento",
  "motor de portão esquentando",
  "motor de portão desarmando o disjuntor",
  "motor de portão zumbindo e não abre",
  "placa do motor de portão queimada",
  "central do portão queimada",
  "capacitor do motor de portão queimado",
  "fim de curso do portão desregulado",
  "sensor do portão com defeito",
  "fotocélula do portão não funciona",
  "portão basculante pesado",
  "portão basculante torto",
  "portão basculante não sobe",
  "portão basculante descendo sozinho",
  "portão deslizante saindo do trilho",
  "cremalheira do portão quebrada",
  "engrenagem do motor de portão quebrada",
  "coroa do motor de portão gasta",
  "portão automático sem força",
  "portão automático não obedece o controle",
  "controle do portão com alcance curto",
  "clonar controle de portão",
  "programar controle de portão",
  "bateria do controle do portão fraca",
  "receptor do portão com defeito",
  "portão automático dando choque",
  "motor de portão molhado depois da chuva",
  "portão não funciona depois de queda de energia",
  "como abrir portão automático sem energia",
  "destravar motor de portão",
  "chave de destravamento do portão perdida",
  "portão automático batendo forte",
  "portão automático fazendo barulho ao fechar",
  "portão rangendo",
  "trilho do portão deslizante sujo",
  "roldana do portão deslizante gasta",
  "braço do portão pivotante quebrado",
  "portão pivotante não fecha",
  "portão de garagem não abre",
  "portão de garagem emperrado",
  "motor de portão ppa não funciona",
  "motor ppa home não abre",
  "motor ppa jetflex com defeito",
  "placa ppa com defeito",
  "led da central do portão piscando",
  "portão abre só até a metade",
  "portão inverte o sentido sozinho",
  "portão automático não para",
  "portão automático abre devagar",
  "motor de portão com cheiro de queimado",
  "motor de portão vazando óleo",
  "motor de portão não trava",
  "trava eletromagnética do portão não funciona",
  "corrente do portão basculante solta",
  "cabo de aço do portão basculante partido",
  "mola do portão basculante quebrada",
  "botoeira do portão não funciona",
  "interfone não abre o portão",
  "conserto urgente de portão automático",
  "manutenção de portão automático barata",
  "quanto custa consertar motor de portão",
  "quanto custa trocar a placa do portão",
  "motor de portão queimou com raio",
  "portão não reconhece controle novo",
  "portão fecha e volta",
  "portão automático com folga",
  "motor de portão travando no fim de curso",
  "portão eletrônico não abre",
  "portão eletrônico não fecha",
  "motor de portão deslizante com defeito",
  "motor de portão basculante com defeito",
  "portão automático não funciona",
  "troca de motor de portão",
];

export type ProblemKeyword = { keyword: string; slug: string };

export const PROBLEMS: ProblemKeyword[] = PROBLEM_KEYWORDS.map((keyword) => ({ keyword, slug: slugify(keyword) }));

const bySlug = new Map(PROBLEMS.map((p) => [p.slug, p]));

/**
 * docs/product.md §4.10: the path matches a keyword when it equals the keyword's slug,
 * or equals the keyword once hyphens become spaces, case-insensitively.
 */
export function matchProblemPath(path: string): ProblemKeyword | undefined {
  const raw = decodeSafe(path.replace(/^\/+|\/+$/g, ""));
  const lower = raw.toLowerCase();
  const bySlugHit = bySlug.get(lower);
  if (bySlugHit) return bySlugHit;
  const spaced = lower.replace(/-/g, " ");
  return PROBLEMS.find((p) => p.keyword.toLowerCase() === spaced || foldText(p.keyword) === foldText(spaced));
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function problemPath(p: ProblemKeyword): string {
  return `/${p.slug}`;
}
