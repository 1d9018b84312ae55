import { useRouteLoaderData } from "@remix-run/react";
import type { PublicPageText } from "./page-texts";

/**
 * What the owner wrote for the page being rendered ("Páginas do site", decision 0040), read by
 * the root loader: templates show `heading ?? their own heading`, `lead ?? their own lead` and the
 * own text when there is one. Null when the owner wrote nothing for this page.
 */
export function useOwnPageText(): PublicPageText | null {
  try {
    return (useRouteLoaderData("root") as { pageText?: PublicPageText | null } | undefined)?.pageText ?? null;
  } catch {
    return null;
  }
}
