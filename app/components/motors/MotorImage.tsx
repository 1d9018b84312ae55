type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  priority?: boolean;
};

/**
 * Product image with width/height. When it fails to load, app/enhance/images.ts shows
 * /placeholder.svg instead (docs/product.md §4.2) and logs the failure.
 */
export function MotorImage({ src, alt, width, height, className = "", priority = false }: Props) {
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={className}
      data-motor-image
    />
  );
}
