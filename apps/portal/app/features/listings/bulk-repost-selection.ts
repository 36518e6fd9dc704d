// The bulk repost selection: kept by uuid in page state, so it survives paging and searching.

/** What the page still shows of a selected listing while it is off the current page. */
export type SelectedListing = { uuid: string; title: string; listingNumber: string };

export type Selection = ReadonlyMap<string, SelectedListing>;

/** POST /api/listings/reposts takes at most 50 uuids (openapi maxItems), all or none. */
export const BULK_REPOST_MAX = 50;

export type PageSelectionState = "all" | "some" | "none";

/** Adds or removes one listing; adding beyond BULK_REPOST_MAX changes nothing. */
export function toggleListing(selection: Selection, listing: SelectedListing, checked: boolean): Selection {
  if (checked === selection.has(listing.uuid)) return selection;
  if (checked && selection.size >= BULK_REPOST_MAX) return selection;
  const next = new Map(selection);
  if (checked) next.set(listing.uuid, listing);
  else next.delete(listing.uuid);
  return next;
}

/**
 * "Pilih semua di halaman ini": selects every listing of the page (in page order, as many as still fit under
 * BULK_REPOST_MAX), or unselects them all; selections on other pages stay.
 */
export function setPageSelected(selection: Selection, page: readonly SelectedListing[], checked: boolean): Selection {
  const next = new Map(selection);
  for (const listing of page) {
    if (!checked) next.delete(listing.uuid);
    else if (!next.has(listing.uuid) && next.size < BULK_REPOST_MAX) next.set(listing.uuid, listing);
  }
  return next;
}

/** The state of the page's "select all" box: checked, mixed or unchecked. */
export function pageSelectionState(
  selection: Selection,
  page: readonly Pick<SelectedListing, "uuid">[],
): PageSelectionState {
  const selected = page.filter((listing) => selection.has(listing.uuid)).length;
  if (selected === 0) return "none";
  return selected === page.length ? "all" : "some";
}

/** Whether one more listing may be selected. */
export function canSelectMore(selection: Selection): boolean {
  return selection.size < BULK_REPOST_MAX;
}
