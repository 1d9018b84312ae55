import { useRouteLoaderData } from "@remix-run/react";
import type { HomeTexts } from "~/pages/home-page.server";

/**
 * The home's stored texts ("Páginas do site", decision 0043) as the root loader read them: the
 * hero, the reasons, the video's heading and "Atendimento local" read them on the home and on the
 * not-found page. Null outside the root route or when the home has no row.
 */
export function useHomeTexts(): HomeTexts | null {
  try {
    return (useRouteLoaderData("root") as { home?: HomeTexts | null } | undefined)?.home ?? null;
  } catch {
    return null;
  }
}
