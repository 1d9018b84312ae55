import { and, asc, eq, ne } from "drizzle-orm";
import { motors, redirects } from "../../../db/schema";
import { SPEED_TIERS } from "~/content/business";
import { isPathIndexable } from "../verdicts/page-verdicts.server";
import { motorPath } from "~/lib/paths";
import { getDb } from "./db.server";

export type Motor = typeof motors.$inferSelect;

/** The active models, in catalogue order: the grid, the menu, the sitemap and the selector (decision 0029). */
export function listMotors(): Motor[] {
  return getDb().select().from(motors).where(eq(motors.status, "ativo")).orderBy(asc(motors.position)).all();
}

/** Every model, retired ones too: the admin's catalogue. */
export function listAllMotors(): Motor[] {
  return getDb().select().from(motors).orderBy(asc(motors.position)).all();
}

/** Any model by slug, retired ones too: a retired model's page still answers (decision 0029). */
export function findMotor(slug: string): Motor | undefined {
  return getDb().select().from(motors).where(eq(motors.slug, slug)).get();
}

/** Names and slugs of the active models, for menus. */
export function listMotorLinks(): { name: string; slug: string }[] {
  return getDb().select({ name: motors.name, slug: motors.slug }).from(motors).where(eq(motors.status, "ativo")).orderBy(asc(motors.position)).all();
}

/**
 * The active models nearest a retired one, for its notice: same gate type first, then the
 * closest opening time and weight. Reads only the catalogue's columns.
 */
export function nearestActiveMotors(motor: Motor, count = 3): { name: string; slug: string }[] {
  const others = getDb()
    .select()
    .from(motors)
    .where(and(eq(motors.status, "ativo"), ne(motors.id, motor.id)))
    .orderBy(asc(motors.position))
    .all();
  const shares = (m: Motor) => (m.gateTypes.some((t) => motor.gateTypes.includes(t)) ? 0 : 1);
  const distance = (m: Motor) => Math.abs(m.openingSeconds - motor.openingSeconds) * 50 + Math.abs(m.maxWeightKg - motor.maxWeightKg);
  return others
    .sort((a, b) => shares(a) - shares(b) || distance(a) - distance(b) || a.position - b.position)
    .slice(0, count)
    .map((m) => ({ name: m.name, slug: m.slug }));
}

export type BannerMotor = { label: string; name: string; slug: string; seconds: number; priceCents: number | null };

/**
 * The home banner's speed tiers (docs/product.md §2) with the figures of their model as the
 * catalogue has them: a tier whose model is retired or gone is not shown (decision 0029).
 */
export function bannerMotors(): BannerMotor[] {
  return SPEED_TIERS.flatMap((tier) => {
    const m = findMotor(tier.motorSlug) ?? renamedMotor(tier.motorSlug);
    if (!m || m.status !== "ativo") return [];
    return [{ label: tier.name, name: m.name, slug: m.slug, seconds: m.openingSeconds, priceCents: m.priceCents }];
  });
}

/** The slugs a model had before (their addresses 301 to it): its written guide follows a renamed model. */
export function formerSlugs(slug: string): string[] {
  const prefix = motorPath("");
  return getDb()
    .select({ from: redirects.fromPath })
    .from(redirects)
    .where(eq(redirects.toPath, motorPath(slug)))
    .all()
    .flatMap((r) => (r.from.startsWith(prefix) ? [r.from.slice(prefix.length)] : []));
}

/** The model a former slug now leads to (its address 301s to the new one), if any. */
export function renamedMotor(formerSlug: string): Motor | undefined {
  const prefix = motorPath("");
  const moved = getDb()
    .select({ to: redirects.toPath })
    .from(redirects)
    .where(eq(redirects.fromPath, motorPath(formerSlug)))
    .get();
  return moved?.to?.startsWith(prefix) ? findMotor(moved.to.slice(prefix.length)) : undefined;
}

/**
 * Whether a model's page is indexed and in sitemap.xml (decision 0037): an active model whose page
 * the stored verdict lets in (docs/content-quality.md "Stored verdicts"), under its slug or a slug it had before
 * a rename (its written guide follows it). Any other model page answers `noindex, follow`.
 */
export function isMotorPageIndexed(motor: Pick<Motor, "slug" | "status">): boolean {
  if (motor.status !== "ativo") return false;
  return [motor.slug, ...formerSlugs(motor.slug)].some((s) => isPathIndexable(motorPath(s)));
}
