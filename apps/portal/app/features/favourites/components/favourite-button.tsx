import { useFetcher, useLocation } from "react-router";
import { PUBLIC_INTENT } from "../../../lib/public-actions";
import { loginPath, PUBLIC_PATHS } from "../../../public-paths";
import type { FavouriteActionData } from "../favourite-action-data";

export type FavouriteButtonProps = {
  uuid: string;
  title: string;
  isFavourite: boolean;
  /** Visitors get a link to log in (and back) instead of the button. */
  signedIn: boolean;
};

function Heart() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-6.9l.9.9.9-.9a4.9 4.9 0 0 1 6.9 6.9Z" />
    </svg>
  );
}

/**
 * The heart: a form posting to /favorit, so it works without JavaScript; with JavaScript it switches at once
 * (optimistic) and goes back when saving fails. A toggle button (aria-pressed) reachable by keyboard.
 */
export function FavouriteButton({ uuid, title, isFavourite, signedIn }: FavouriteButtonProps) {
  const fetcher = useFetcher<FavouriteActionData>();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const label = `Simpan ke favorit: ${title}`;
  if (!signedIn) {
    return (
      <a className="favourite-button" href={loginPath(here)} aria-label={`${label} (masuk dulu)`}>
        <Heart />
      </a>
    );
  }
  const sending = fetcher.formData?.get("favourite");
  const answer = fetcher.data;
  const on = sending != null ? sending === "1" : (answer?.isFavourite ?? isFavourite);
  return (
    <fetcher.Form method="post" action={PUBLIC_PATHS.favourites} className="favourite-form">
      <input type="hidden" name="intent" value={PUBLIC_INTENT.favourite} />
      <input type="hidden" name="uuid" value={uuid} />
      <input type="hidden" name="favourite" value={on ? "0" : "1"} />
      <input type="hidden" name="redirect" value={here} />
      <button type="submit" className="favourite-button" aria-pressed={on} aria-label={label}>
        <Heart />
      </button>
      {answer?.error && (
        <span className="favourite-error" role="status">
          {answer.error}
        </span>
      )}
    </fetcher.Form>
  );
}
