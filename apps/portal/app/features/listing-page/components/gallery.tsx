import { useEffect, useRef, useState } from "react";
import type { PhotoView } from "../../../components/public/listing-card-view";
import { ListingPhoto } from "../../../components/public/listing-photo";
import { useHydrated } from "../../../lib/use-hydrated";

export type GalleryProps = { photos: PhotoView[]; title: string };

/**
 * A scroll-snap strip: swiping on a phone and the arrow keys on a focused strip work natively, even before
 * (or without) JavaScript; the script adds previous/next buttons, the counter and a full-screen view whose
 * large photos load only when it opens. Photos after the first load lazily as they come into view.
 */
export function Gallery({ photos, title }: GalleryProps) {
  const [index, setIndex] = useState(0);
  const ready = useHydrated();
  const [full, setFull] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const fullStrip = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const count = photos.length;

  useEffect(() => {
    if (!full) return;
    dialog.current?.showModal();
    const target = fullStrip.current;
    if (target) target.scrollLeft = index * target.clientWidth;
    target?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens at the photo shown when the button was pressed
  }, [full]);

  const go = (to: number, target = strip.current) => {
    if (!target) return;
    const next = (to + count) % count;
    target.scrollTo({ left: next * target.clientWidth, behavior: "smooth" });
  };
  const track = (target: HTMLDivElement) => setIndex(Math.round(target.scrollLeft / Math.max(1, target.clientWidth)));
  const keys = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      go(index + (event.key === "ArrowRight" ? 1 : -1), event.currentTarget);
    }
  };
  const slides = (sizes: string, eagerFirst: boolean) =>
    photos.map((photo, i) => (
      <figure
        key={photo.src}
        className="gallery-slide"
        role="group"
        aria-roledescription="foto"
        aria-label={`${i + 1} dari ${count}`}
      >
        <ListingPhoto photo={photo} sizes={sizes} priority={eagerFirst && i === 0 ? "high" : "lazy"} />
      </figure>
    ));

  if (count === 0) return <div className="gallery gallery-empty">Belum ada foto</div>;
  return (
    <section className="gallery" aria-roledescription="galeri" aria-label={`Foto ${title}`}>
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- a focusable scroll strip, not a widget: its arrow keys step through the photos */}
      <div
        ref={strip}
        className="gallery-strip"
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- the photo strip scrolls with the arrow keys once focused, also without the script
        tabIndex={0}
        aria-label={`Foto ${title}: geser atau gunakan tombol panah`}
        onScroll={(event) => track(event.currentTarget)}
        onKeyDown={keys}
      >
        {slides("(min-width: 1024px) 720px, 100vw", true)}
      </div>
      <p className="gallery-counter" aria-live="polite">
        {index + 1} / {count}
      </p>
      {ready && (
        <>
          {count > 1 && (
            <>
              <button
                type="button"
                className="gallery-nav gallery-prev"
                aria-label="Foto sebelumnya"
                onClick={() => go(index - 1)}
              >
                ‹
              </button>
              <button
                type="button"
                className="gallery-nav gallery-next"
                aria-label="Foto berikutnya"
                onClick={() => go(index + 1)}
              >
                ›
              </button>
            </>
          )}
          <button type="button" className="gallery-full-button" onClick={() => setFull(true)}>
            Layar penuh
          </button>
          <dialog
            ref={dialog}
            className="gallery-dialog"
            aria-label={`Foto ${title}, layar penuh`}
            onClose={() => setFull(false)}
          >
            {full && (
              <>
                {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions -- a focusable scroll strip, not a widget: its arrow keys step through the photos */}
                <div
                  ref={fullStrip}
                  className="gallery-strip"
                  // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- the photo strip scrolls with the arrow keys once focused, also without the script
                  tabIndex={0}
                  aria-label="Geser atau gunakan tombol panah"
                  onScroll={(event) => track(event.currentTarget)}
                  onKeyDown={keys}
                >
                  {slides("100vw", false)}
                </div>
                <p className="gallery-counter">
                  {index + 1} / {count}
                </p>
                <form method="dialog">
                  <button type="submit" className="gallery-close">
                    Tutup
                  </button>
                </form>
              </>
            )}
          </dialog>
        </>
      )}
    </section>
  );
}
