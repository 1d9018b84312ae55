import { describe, expect, it } from "vitest";
import { MOTOR_SEED } from "../../db/seed/motors";
import { namedModel, searchSite } from "~/lib/buyer-search";
import { PROBLEMS } from "~/content/problem-keywords";

/**
 * "Buscar Solução" with what people really type (docs/product.md §4.10): buyers reach a model or
 * the catalogue, problems their guide. The catalogue is the one the site ships with.
 */
const MODELS = MOTOR_SEED.map((m) => ({ name: m.name, slug: m.slug }));
const problemPath = (keyword: string) => `/${PROBLEMS.find((p) => p.keyword === keyword)!.slug}`;

const TABLE: [query: string, destination: string][] = [
  // Buyers: a price word or a model's name, typos and missing accents included.
  ["preço motor ppa", "/motores"],
  ["preco motor de portao", "/motores"],
  ["quanto custa um motor de portão", "/motores"],
  ["valor do motor ppa", "/motores"],
  ["comprar motor de portao automatico", "/motores"],
  ["orçamento motor portão", "/motores"],
  ["orcamento instalaçao motor", "/motores"],
  ["kit motor portão deslizante", "/motores"],
  ["motor deslizante", "/motores"],
  ["motor para portão basculante", "/motores"],
  ["motor pivotante", "/motores"],
  ["motor jetflex", "/motores"],
  ["motor jetfelx", "/motores"],
  ["motor ppa home", "/motores/motor-ppa-home"],
  ["PPA HOME", "/motores/motor-ppa-home"],
  ["preço ppa home", "/motores/motor-ppa-home"],
  ["ppa home jetflex", "/motores/motor-ppa-home-jetflex"],
  ["home custom jetflex preço", "/motores/motor-ppa-home-custom-jetflex"],
  ["motor condominium", "/motores/motor-ppa-condominium"],
  ["motor condominiun ppa", "/motores/motor-ppa-condominium"],
  ["ppa potenza", "/motores/motor-ppa-potenza"],
  ["potensa valor", "/motores/motor-ppa-potenza"],
  ["ppa levante", "/motores/motor-ppa-levante"],
  ["penta jetflex", "/motores/motor-ppa-penta-jetflex"],
  ["motor penta", "/motores/motor-ppa-penta"],
  // Problems: the guide, whatever else the text names.
  ["portão não abre", problemPath("portão não abre")],
  ["portao nao abre", problemPath("portão não abre")],
  ["PORTÃO NÃO FECHA", problemPath("portão não fecha")],
  ["motor de portão queimado", problemPath("motor de portão queimado")],
  ["motor queimou", problemPath("motor de portão queimado")],
  ["motor ppa jetflex com defeito", problemPath("motor ppa jetflex com defeito")],
  ["motor ppa home nao abre", problemPath("motor ppa home não abre")],
  ["controle do portão não funciona", problemPath("controle remoto do portão não funciona")],
  ["portao abre sozinho", problemPath("portão abre sozinho")],
  ["portao fazendo barulho", problemPath("motor de portão fazendo barulho")],
  ["fotocelula nao funciona", problemPath("fotocélula do portão não funciona")],
  ["portão para no meio", problemPath("portão para no meio")],
  ["motor esquentando", problemPath("motor de portão esquentando")],
  ["placa ppa com defeito", problemPath("placa ppa com defeito")],
  ["portão basculante pesado", problemPath("portão basculante pesado")],
];

describe("Buscar Solução: buyers and problems", () => {
  it("holds 40 real queries", () => expect(TABLE).toHaveLength(40));

  it.each(TABLE)("%s → %s", (query, destination) => {
    const result = searchSite(query, MODELS);
    expect(result).toEqual({ kind: "go", path: destination });
  });

  it("never names a retired model: only the models it is given", () => {
    const withoutHome = MODELS.filter((m) => m.slug !== "motor-ppa-home");
    expect(namedModel("motor ppa home", withoutHome)).toBeNull();
    expect(searchSite("preço ppa home", withoutHome)).toEqual({ kind: "go", path: "/motores" });
  });

  it("a text with no purchase and no problem lists the nearest problems", () => {
    expect(searchSite("xyz abc", MODELS)).toEqual({ kind: "results", nearest: [] });
    expect(searchSite("   ", MODELS)).toEqual({ kind: "blank" });
  });
});
