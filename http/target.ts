// The parts of a checked origin-form target (site-identity.ts) the middlewares read.

/** "/a/b?x=1" -> "/a/b". */
export function pathOf(target: string): string {
  const q = target.indexOf("?");
  return q < 0 ? target : target.slice(0, q);
}

// LEGACY_IMPORT_PATH of app/components/admin/useLegacyImport.ts (this file runs outside the app bundle).
export const IMPORT_PATH = "/admin/painel/importar";
