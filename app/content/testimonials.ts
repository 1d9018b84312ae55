/**
 * Customer testimonials (docs/product.md §7): a generic set of three plus one each for
 * São Paulo, Guarulhos and Osasco. Business copy shown on pages only; never in structured data.
 * At most 3 are shown on a page (docs/product.md §2).
 */

export type Testimonial = {
  name: string;
  location: string;
  text: string;
  /** City the testimonial belongs to; generic ones have none. */
  city?: "São Paulo" | "Guarulhos" | "Osasco";
};

export const MAX_TESTIMONIALS = 3;

export const TESTIMONIALS: Testimonial[] = [
  {
    name: "Ricardo Almeida",
    location: "Santo André",
    text: "Comprei o PPA Home Jetflex e a diferença é enorme: o portão abre em poucos segundos e não preciso mais esperar na rua à noite. A instalação foi feita no mesmo dia e a equipe deixou tudo limpo.",
  },
  {
    name: "Fernanda Costa",
    location: "São Bernardo do Campo",
    text: "Atendimento rápido pelo WhatsApp, preço melhor do que nas lojas do bairro e parcelei sem complicação. O técnico explicou como destravar o motor se faltar energia.",
  },
  {
    name: "Condomínio Residencial Parque das Árvores",
    location: "Diadema",
    text: "Trocamos o motor do portão da garagem por um PPA Condominium. Com o movimento de carros do prédio, o antigo vivia quebrando; desde a troca não tivemos mais chamados de emergência.",
  },
  {
    name: "Marcos Oliveira",
    location: "Vila Mariana, São Paulo",
    text: "Meu portão basculante parou numa sexta-feira. Vieram avaliar, mostraram que a placa tinha queimado com a chuva e instalaram um motor novo com garantia. Serviço honesto e bem explicado.",
    city: "São Paulo",
  },
  {
    name: "Juliana Santos",
    location: "Vila Galvão, Guarulhos",
    text: "Fiz a manutenção express no meu portão em Guarulhos: lubrificaram, regularam o fim de curso e trocaram a bateria dos controles. O portão voltou a fechar sem trancos.",
    city: "Guarulhos",
  },
  {
    name: "Paulo Henrique Souza",
    location: "Presidente Altino, Osasco",
    text: "Chamei para instalar o motor no portão novo da garagem aqui em Osasco. Chegaram no horário combinado, em três horas estava tudo funcionando e programaram quatro controles.",
    city: "Osasco",
  },
];

const GENERIC = TESTIMONIALS.filter((t) => !t.city);

/** Up to three testimonials: the city's own first (when given), then the generic ones. */
export function testimonialsFor(city?: Testimonial["city"]): Testimonial[] {
  const own = city ? TESTIMONIALS.filter((t) => t.city === city) : [];
  return [...own, ...GENERIC].slice(0, MAX_TESTIMONIALS);
}
