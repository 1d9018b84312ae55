import { PLACES } from "~/content/places";
import { graphemes } from "../text-safety";
import { TESTIMONIAL_LIMITS } from "./limits";

/**
 * Testimonials (decision 0027): where one came from, which cities it may be assigned to, which
 * ones a page shows. Pure, shared by the admin, the customer's form and the public pages.
 */

/** Where a testimonial came from; the key is stored, so a key is never renamed. */
export const TESTIMONIAL_SOURCES = {
  whatsapp: "WhatsApp",
  google: "Google",
  pessoalmente: "Pessoalmente",
  formulario: "Formulário do site",
  outro: "Outro",
} as const;
export type TestimonialSource = keyof typeof TESTIMONIAL_SOURCES;

export function isTestimonialSource(value: unknown): value is TestimonialSource {
  return typeof value === "string" && Object.hasOwn(TESTIMONIAL_SOURCES, value);
}

export const TESTIMONIAL_STATUSES = { publicado: "Publicado", oculto: "Oculto", pendente: "Pendente" } as const;
export type TestimonialStatus = keyof typeof TESTIMONIAL_STATUSES;

/** A place's city as testimonials name it: the capital for its neighbourhoods, the city itself otherwise. */
export function cityOfPlace(place: { kind: "bairro" | "cidade"; name: string; city: string }): string {
  return place.kind === "cidade" ? place.name : place.city;
}

/** The cities a testimonial may be assigned to: the capital, then the site's cities (app/content/places.ts). */
export const TESTIMONIAL_CITIES: string[] = [
  "São Paulo",
  ...PLACES.filter((p) => p.kind === "cidade")
    .map((p) => p.name)
    .sort((a, b) => a.localeCompare(b, "pt-BR")),
];

export function isTestimonialCity(value: unknown): value is string {
  return typeof value === "string" && TESTIMONIAL_CITIES.includes(value);
}

/** What a page shows of a published testimonial. */
export type PublicTestimonial = {
  id: number;
  name: string;
  place: string;
  text: string;
  city: string | null;
  photo: { fileKey: string; width: number; height: number } | null;
};

/**
 * At most three: the city's own first (when the page has a city), then the ones for every page,
 * newest first within each (docs/product.md §2). `published` is every published testimonial.
 */
export function testimonialsForPage<T extends { city: string | null }>(published: T[], city?: string | null): T[] {
  const own = city ? published.filter((t) => t.city === city) : [];
  const everywhere = published.filter((t) => t.city === null);
  return [...own, ...everywhere].slice(0, TESTIMONIAL_LIMITS.shownPerPage);
}

/**
 * "Maria Souza" -> "MS": the avatar of a testimonial without a photo. Letters are whole
 * graphemes ("Élida" -> "É" with its accent, an emoji stays one emoji); short words ("da", "de")
 * are skipped unless the name has nothing else.
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean).map(graphemes);
  const long = words.filter((w) => w.length > 2);
  return (long.length > 0 ? long : words)
    .slice(0, 2)
    .map((w) => w[0].toLocaleUpperCase("pt-BR"))
    .join("");
}
