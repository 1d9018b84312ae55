import { useCallback, useEffect, useRef, useState } from "react";

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
};

/**
 * Product image with width/height that falls back to /placeholder.svg when it fails
 * to load (docs/product.md §4.2), logging the failure. An error that happened before hydration
 * (no React handler yet) is caught by checking the element once mounted.
 */
export function MotorImage({ src, alt, width, height, className = "", priority = false }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const [current, setCurrent] = useState(src);

  useEffect(() => setCurrent(src), [src]);

  const fallBack = useCallback(() => {
    setCurrent((shown) => {
      if (shown === PLACEHOLDER_IMAGE) return shown;
      console.error(`[imagem] falha ao carregar ${shown}; usando ${PLACEHOLDER_IMAGE}`);
      return PLACEHOLDER_IMAGE;
    });
  }, []);

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) fallBack();
  }, [fallBack]);

  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={fallBack}
      className={className}
      data-motor-image
    />
  );
}
