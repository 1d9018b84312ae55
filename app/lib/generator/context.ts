import type { QuestionAnalysis } from "./analysis";
import { PRODUCTS, SERVICES, type ProductInfo, type ServiceInfo } from "./vocabulary";

/** What every text template can use. */
export type GenContext = {
  title: string;
  analysis: QuestionAnalysis;
  product: ProductInfo;
  service: ServiceInfo;
  /** "em Osasco", "na Vila Mariana" or "na Grande São Paulo". */
  where: string;
  /** The place as an object: "Osasco", "o Tatuapé", "a Mooca" or "a capital paulista". */
  placeRef: string;
  /** The place after "de": "de Osasco", "do Tatuapé", "da capital paulista". */
  ofPlace: string;
  /** "instalação de motor para portão basculante" or "motor para portão basculante". */
  topic: string;
};

/** One text with several wordings; standard mode always uses the first. */
export type Variants = readonly ((ctx: GenContext) => string)[];

export function buildContext(title: string, analysis: QuestionAnalysis): GenContext {
  const product = PRODUCTS[analysis.productType];
  const service = SERVICES[analysis.serviceType];
  const general = analysis.serviceType === "general";
  return {
    title,
    analysis,
    product,
    service,
    where: analysis.placePhrase ?? "na Grande São Paulo",
    ...placeReferences(analysis),
    topic: general ? product.noun : `${service.noun} de ${product.noun}`,
  };
}

const ARTICLES: Record<string, [string, string]> = {
  no: ["o ", "do "],
  na: ["a ", "da "],
  nos: ["os ", "dos "],
  nas: ["as ", "das "],
  em: ["", "de "],
};

/** "na Vila Mariana" -> "a Vila Mariana" / "da Vila Mariana", following the title's own preposition. */
function placeReferences(analysis: QuestionAnalysis): { placeRef: string; ofPlace: string } {
  if (!analysis.place || !analysis.placePhrase) return { placeRef: "a capital paulista", ofPlace: "da capital paulista" };
  const [article, of] = ARTICLES[analysis.placePhrase.split(" ")[0]] ?? ARTICLES.em;
  return { placeRef: `${article}${analysis.place}`, ofPlace: `${of}${analysis.place}` };
}
