import { GATE_TYPES } from "~/lib/motor-selector";
import { LIMITS } from "~/lib/limits";
import { addMonths } from "~/lib/promo";
import { findPlace, PLACES, type Place } from "~/content/places";
import { slugify } from "~/lib/slug";

/**
 * "Serviços realizados" (docs/decisions/0038-job-log.md): the words and rules every part of the
 * job log reads: services, gate and property kinds, which pages show a job, the month a page
 * prints and the next maintenance date. Pure.
 */
export const JOB_SERVICES = {
  instalacao: "Instalação",
  conserto: "Conserto",
  manutencao: "Manutenção",
  troca: "Troca de motor",
} as const;
export type JobService = keyof typeof JOB_SERVICES;

/** Gate types as the motor selector names them, shorter for a card. */
export const JOB_GATE_TYPES: Record<string, string> = Object.fromEntries(GATE_TYPES.map((g) => [g.value, g.label.replace(/ \(.*\)$/, "")]));

export const PROPERTY_KINDS = { casa: "Casa", condominio: "Condomínio" } as const;
export type PropertyKind = keyof typeof PROPERTY_KINDS;

export const JOB_STATUSES = { publicado: "Publicado", oculto: "Oculto" } as const;
export type JobStatus = keyof typeof JOB_STATUSES;

/** Services after which a maintenance is due: an installation, a maintenance or a new motor. */
export function startsMaintenance(service: string): boolean {
  return service === "instalacao" || service === "manutencao" || service === "troca";
}

/** The next maintenance by the owner's rule (LIMITS.jobs.maintenanceMonths): 12 months for homes, 6 for condominiums. */
export function nextMaintenanceDate(doneOn: string, kind: PropertyKind): string {
  return addMonths(doneOn, LIMITS.jobs.maintenanceMonths[kind]);
}

/** The place pages a job of `placeSlug` shows on: its own (or the page holding its section) and its city's. */
export function jobPageSlugs(placeSlug: string): string[] {
  const place = findPlace(placeSlug);
  if (!place) return [];
  const pages = new Set<string>();
  const home = place.href.split("#")[0];
  const holder = PLACES.find((p) => p.ownPage && p.href === home);
  if (holder) pages.add(holder.slug);
  const city = findPlace(slugify(place.city));
  if (city && city.ownPage && city.kind === "cidade") pages.add(city.slug);
  return [...pages];
}

/** The places whose jobs a place page shows (the inverse of jobPageSlugs). */
export function placesShownOn(pageSlug: string): string[] {
  return PLACES.filter((p) => jobPageSlugs(p.slug).includes(pageSlug)).map((p) => p.slug);
}

/** The place's name as a job card prints it: "Mooca", "Vila Yara, Osasco". */
export function jobPlaceName(place: Place | undefined): string {
  if (!place) return "";
  return place.kind === "bairro" && place.city !== "São Paulo" ? `${place.name}, ${place.city}` : place.name;
}

const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** "2026-11-14" -> "novembro de 2026": the public pages print the month, never the day. */
export function monthYear(day: string): string {
  const [y, m] = day.split("-").map(Number);
  return `${MONTHS[m - 1]} de ${y}`;
}

/** "2026-11-14" -> "14/11/2026" (the admin's lists). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}/${m}/${y}`;
}
