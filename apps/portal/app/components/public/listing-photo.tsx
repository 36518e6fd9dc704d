import type { PhotoView } from "./listing-card-view";

export type ListingPhotoProps = {
  photo: PhotoView;
  /** Which width the layout gives the photo, for the browser's choice from srcset. */
  sizes: string;
  /** Above the fold: loaded at once (the first one with high priority, it is the page's largest paint). */
  priority?: "high" | "eager" | "lazy";
  className?: string;
};

/** A responsive WebP photo in a 4:3 box (width and height keep its place while it loads). */
export function ListingPhoto({ photo, sizes, priority = "lazy", className }: ListingPhotoProps) {
  return (
    <img
      className={className}
      src={photo.src}
      srcSet={photo.srcSet}
      sizes={sizes}
      alt={photo.alt}
      width={480}
      height={360}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "high" ? "high" : undefined}
      decoding="async"
    />
  );
}
