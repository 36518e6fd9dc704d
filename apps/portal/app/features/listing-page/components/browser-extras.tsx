// What only a browser can offer on the listing page: the phone's share sheet, copying the address and the way back
// to the visitor's search. A chunk of its own, loaded after the page has hydrated (browser-extras-later.tsx), so
// none of it is in the page's first scripts (ADR 0069).
import { useState } from "react";
import { Link } from "react-router";
import { PUBLIC_PATHS } from "../../../public-paths";
import type { ShareView } from "../listing-extras-view";

/** "Bagikan" where the browser has a share sheet, and "Salin tautan", whose result is announced. */
export function ShareButtons({ share }: { share: ShareView }) {
  const [status, setStatus] = useState("");
  const copy = () =>
    navigator.clipboard.writeText(share.url).then(
      () => setStatus("Tautan disalin"),
      () => setStatus("Tautan tidak dapat disalin. Salin dari bilah alamat."),
    );
  return (
    <>
      {"share" in navigator && (
        <button
          type="button"
          className="g-button g-button--secondary g-button--sm"
          // Closing the sheet without sharing rejects: nothing to tell.
          onClick={() => navigator.share({ title: share.text, url: share.url }).catch(() => {})}
        >
          Bagikan
        </button>
      )}
      <button type="button" className="g-button g-button--secondary g-button--sm" onClick={copy}>
        Salin tautan
      </button>
      <span role="status" className="listing-share-status">
        {status}
      </span>
    </>
  );
}

/**
 * The search this listing was opened from, read from the browser's own history (the server never knows it, so the
 * page stays the same for everyone): the nearest earlier entry of this site, past other listing pages, if it is a
 * search; else a same-site referrer that is one. Null when the visitor came from elsewhere.
 */
export function searchOpenedFrom(): string | null {
  const asSearch = (address: string) => {
    const url = new URL(address);
    return url.origin === location.origin && url.pathname === PUBLIC_PATHS.search ? url.pathname + url.search : null;
  };
  const history = (window as { navigation?: NavigationHistory }).navigation;
  if (history?.currentEntry) {
    const entries = history.entries();
    for (let i = history.currentEntry.index - 1; i >= 0; i -= 1) {
      const url = entries[i]?.url;
      if (!url) break;
      const search = asSearch(url);
      if (search || !new URL(url).pathname.startsWith("/properti/")) return search;
    }
  }
  return document.referrer ? asSearch(document.referrer) : null;
}

/** What this page reads of the Navigation API (not yet in every browser, nor in TypeScript's DOM types). */
type NavigationHistory = {
  currentEntry: { index: number } | null;
  entries(): Array<{ url: string | null }>;
};

export function BackToSearch() {
  const [href] = useState(searchOpenedFrom);
  return href ? (
    <p className="listing-back">
      <Link to={href}>‹ Kembali ke hasil pencarian</Link>
    </p>
  ) : null;
}
