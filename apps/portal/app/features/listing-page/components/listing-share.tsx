import type { ShareView } from "../listing-extras-view";
import { ShareButtonsLater } from "./browser-extras-later";

/** Sharing the listing: WhatsApp as a plain link (also without JavaScript), the browser's own ways once loaded. */
export function ListingShare({ share }: { share: ShareView }) {
  return (
    <div className="listing-share" role="group" aria-label="Bagikan listing ini">
      <a
        className="g-button g-button--secondary g-button--sm"
        href={share.whatsappHref}
        target="_blank"
        rel="noopener noreferrer"
      >
        Bagikan ke WhatsApp
      </a>
      <ShareButtonsLater share={share} />
    </div>
  );
}
