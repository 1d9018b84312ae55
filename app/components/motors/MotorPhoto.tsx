import { photoLargestJpeg, photoSrcSet, photoUrl, photoWidths, type StoredPhoto } from "~/lib/media/motor-media";

type Props = {
  photo: Pick<StoredPhoto, "fileKey" | "width" | "height" | "alt">;
  /** The `sizes` of the layout the photo sits in. */
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Alt text for this place (a card's photo repeats the link beside it: ""). */
  alt?: string;
};

/**
 * A motor photo the admin uploaded (docs/product.md §6.3b): AVIF and WebP sources with `srcset`,
 * a JPEG <img> with width/height (no layout shift) and the admin's alt text.
 */
export function MotorPhoto({ photo, sizes, className = "", priority = false, alt = photo.alt }: Props) {
  const widths = photoWidths(photo.width);
  const fallbackWidth = widths.find((w) => w >= 960) ?? photo.width;
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        src={widths.length > 1 ? photoUrl(photo.fileKey, fallbackWidth, "jpg") : photoLargestJpeg(photo)}
        srcSet={photoSrcSet(photo, "jpg")}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
