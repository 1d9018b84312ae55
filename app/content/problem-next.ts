/**
 * The next questions of each problem guide (docs/content-quality.md, "A problem page"): the guides
 * a reader of one problem goes on to, in the order they are likely to need them. A link from a
 * guide leads to another guide with its own causes and checks, never to another wording of the
 * same problem (a variant page only points back to its guide: the link would go in a circle).
 * Keyed by the keyword text of problem-keywords.ts; every value is a guide's keyword.
 */
export const PROBLEM_NEXT: Record<string, string[]> = {
  "motor de portão queimado": [
    "motor de portão esquentando",
    "placa do motor de portão queimada",
    "quanto custa consertar motor de portão",
    "troca de motor de portão",
  ],
  "portão não abre": [
    "controle remoto do portão não funciona",
    "destravar motor de portão",
    "motor de portão desarmando o disjuntor",
    "motor de portão queimado",
    "conserto urgente de portão automático",
  ],
  "portão não fecha": [
    "fotocélula do portão não funciona",
    "portão volta sozinho ao fechar",
    "fim de curso do portão desregulado",
    "destravar motor de portão",
    "conserto urgente de portão automático",
  ],
  "portão abre e fecha sozinho": [
    "programar controle de portão",
    "motor de portão molhado depois da chuva",
    "destravar motor de portão",
    "conserto urgente de portão automático",
  ],
  "controle remoto do portão não funciona": [
    "programar controle de portão",
    "clonar controle de portão",
    "interfone não abre o portão",
    "destravar motor de portão",
  ],
  "motor de portão fazendo barulho": [
    "portão deslizante saindo do trilho",
    "portão basculante pesado",
    "portão automático travado",
    "quanto custa consertar motor de portão",
  ],
  "portão automático travado": [
    "destravar motor de portão",
    "portão deslizante saindo do trilho",
    "portão basculante não sobe",
    "conserto urgente de portão automático",
  ],
  "portão abre sozinho": [
    "programar controle de portão",
    "portão abre e fecha sozinho",
    "motor de portão molhado depois da chuva",
    "conserto urgente de portão automático",
  ],
  "portão fecha sozinho": ["portão basculante pesado", "portão abre e fecha sozinho", "destravar motor de portão", "conserto urgente de portão automático"],
  "portão para no meio": [
    "fotocélula do portão não funciona",
    "fim de curso do portão desregulado",
    "motor de portão esquentando",
    "portão deslizante saindo do trilho",
  ],
  "portão volta sozinho ao fechar": [
    "fotocélula do portão não funciona",
    "sensor do portão com defeito",
    "fim de curso do portão desregulado",
    "portão para no meio",
  ],
  "portão automático lento": [
    "motor de portão esquentando",
    "portão basculante pesado",
    "portão deslizante saindo do trilho",
    "quanto custa consertar motor de portão",
    "troca de motor de portão",
  ],
  "motor de portão esquentando": ["motor de portão desarmando o disjuntor", "portão basculante pesado", "motor de portão queimado", "troca de motor de portão"],
  "motor de portão desarmando o disjuntor": [
    "motor de portão molhado depois da chuva",
    "portão automático dando choque",
    "placa do motor de portão queimada",
    "motor de portão queimado",
  ],
  "placa do motor de portão queimada": [
    "motor de portão molhado depois da chuva",
    "motor de portão desarmando o disjuntor",
    "programar controle de portão",
    "quanto custa consertar motor de portão",
  ],
  "central do portão queimada": [
    "placa do motor de portão queimada",
    "motor de portão molhado depois da chuva",
    "motor de portão desarmando o disjuntor",
    "quanto custa consertar motor de portão",
  ],
  "fim de curso do portão desregulado": ["portão para no meio", "portão volta sozinho ao fechar", "portão deslizante saindo do trilho", "portão não fecha"],
  "sensor do portão com defeito": ["fotocélula do portão não funciona", "portão volta sozinho ao fechar", "portão não fecha"],
  "fotocélula do portão não funciona": ["sensor do portão com defeito", "portão não fecha", "portão volta sozinho ao fechar", "portão para no meio"],
  "portão basculante pesado": ["portão basculante não sobe", "portão basculante torto", "motor de portão esquentando", "troca de motor de portão"],
  "portão basculante torto": [
    "portão basculante pesado",
    "portão basculante não sobe",
    "motor de portão fazendo barulho",
    "conserto urgente de portão automático",
  ],
  "portão basculante não sobe": [
    "portão basculante pesado",
    "portão basculante torto",
    "portão automático travado",
    "destravar motor de portão",
    "conserto urgente de portão automático",
  ],
  "portão deslizante saindo do trilho": [
    "motor de portão fazendo barulho",
    "portão automático travado",
    "portão automático lento",
    "conserto urgente de portão automático",
  ],
  "clonar controle de portão": ["programar controle de portão", "controle remoto do portão não funciona", "interfone não abre o portão"],
  "programar controle de portão": ["clonar controle de portão", "controle remoto do portão não funciona", "portão abre sozinho"],
  "portão automático dando choque": [
    "motor de portão desarmando o disjuntor",
    "motor de portão molhado depois da chuva",
    "conserto urgente de portão automático",
  ],
  "motor de portão molhado depois da chuva": [
    "motor de portão desarmando o disjuntor",
    "placa do motor de portão queimada",
    "portão automático dando choque",
    "destravar motor de portão",
  ],
  "destravar motor de portão": [
    "portão não abre",
    "motor de portão ppa não funciona",
    "motor de portão molhado depois da chuva",
    "conserto urgente de portão automático",
  ],
  "motor de portão ppa não funciona": [
    "portão não abre",
    "destravar motor de portão",
    "controle remoto do portão não funciona",
    "motor de portão queimado",
    "quanto custa consertar motor de portão",
  ],
  "interfone não abre o portão": ["controle remoto do portão não funciona", "programar controle de portão", "portão não abre"],
  "conserto urgente de portão automático": [
    "destravar motor de portão",
    "quanto custa consertar motor de portão",
    "portão não abre",
    "portão não fecha",
    "troca de motor de portão",
  ],
  "quanto custa consertar motor de portão": [
    "troca de motor de portão",
    "conserto urgente de portão automático",
    "motor de portão queimado",
    "placa do motor de portão queimada",
  ],
  "troca de motor de portão": ["quanto custa consertar motor de portão", "motor de portão queimado", "portão basculante pesado", "motor de portão esquentando"],
};
