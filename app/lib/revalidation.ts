import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * A preview (the page editor's live preview, docs/product.md §6) writes nothing: loaders keep their data,
 * and the shell keeps the toast it carries. Used by the root and the editor route.
 */
export const keepDataAfterPreview: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
