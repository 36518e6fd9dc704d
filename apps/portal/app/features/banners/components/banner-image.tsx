import type { Banner } from "../queries";

export type BannerImageProps = {
  image: Banner["image"];
  /** How wide the image is drawn, for the browser's pick from the srcset. */
  sizes: string;
  eager?: boolean;
  className?: string;
};

/** The banner's picture: its own width and height reserve the space (no layout shift), WebP variants by width. */
export function BannerImage({ image, sizes, eager = false, className }: BannerImageProps) {
  return (
    <img
      className={className ? `banner-image ${className}` : "banner-image"}
      src={image.src}
      srcSet={image.srcset.map((variant) => `${variant.src} ${variant.width}w`).join(", ")}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
