import { asc, eq } from "drizzle-orm";
import { motors } from "../../../db/schema";
import { getDb } from "./db.server";

export type Motor = typeof motors.$inferSelect;

export function listMotors(): Motor[] {
  return getDb().select().from(motors).orderBy(asc(motors.position)).all();
}

export function findMotor(slug: string): Motor | undefined {
  return getDb().select().from(motors).where(eq(motors.slug, slug)).get();
}

/** Names and slugs only, for menus. */
export function listMotorLinks(): { name: string; slug: string }[] {
  return getDb().select({ name: motors.name, slug: motors.slug }).from(motors).orderBy(asc(motors.position)).all();
}
