export const PLACEHOLDER_IMAGE = "/placeholder.svg";

/**
 * A product image that fails to load shows /placeholder.svg instead (docs/product.md §4.2),
 * and the failure is logged. Errors before this module ran are found by checking each image.
 */
export function fallBackBrokenImages() {
  const fallBack = (img: HTMLImageElement) => {
    if (img.getAttribute("src") === PLACEHOLDER_IMAGE) return;
    console.error(`[imagem] falha ao carregar ${img.getAttribute("src")}; usando ${PLACEHOLDER_IMAGE}`);
    img.src = PLACEHOLDER_IMAGE;
  };
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.matches("[data-motor-image]")) fallBack(target);
    },
    true,
  );
  document.querySelectorAll<HTMLImageElement>("img[data-motor-image]").forEach((img) => {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute("src")) fallBack(img);
  });
}
