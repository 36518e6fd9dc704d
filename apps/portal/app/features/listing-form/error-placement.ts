// Where the listing form shows each error key: most keys have their own input, but a message about a whole list
// is shown on every input of the list that breaks it, and some inputs show two keys. The error summary counts
// the inputs that show a message, so its number is the number of fields marked invalid.
import { isYoutubeUrl, type FacilityDefinition, type SelectedFacility } from "@griya/domain/listing-schemas";

/** What the list-wide messages are placed against: the ticked facilities and the video links as typed. */
export type ErrorPlacement = {
  selected: readonly SelectedFacility[];
  facilities: readonly FacilityDefinition[];
  videos: readonly string[];
};

/** A link that breaks the video list's "must be YouTube" rule (the list's message shows on it). */
export const isBadVideoLink = (url: string) => url.trim() !== "" && !isYoutubeUrl(url);

/** Positions of the ticked facilities whose amount is asked for and still empty ("wajib diisi" of the list shows on each). */
export function facilitiesAwaitingAmount(
  selected: readonly SelectedFacility[],
  facilities: readonly FacilityDefinition[],
): number[] {
  return selected.flatMap((item, index) =>
    item.amount === null && facilities.find((f) => f.id === item.id)?.uom_name ? [index] : [],
  );
}

/** The inputs that show the messages of `key`, one name each (two keys shown by one input give one name). */
export function inputsShowing(key: string, placement: ErrorPlacement): string[] {
  const root = key.split(/[.[]/)[0]!;
  if (root === "map") return ["map"];
  if (root === "photo_uuids" || root === "primary_photo_uuid") return ["photos"];
  if (key === "selected_facilities") {
    const awaiting = facilitiesAwaitingAmount(placement.selected, placement.facilities);
    return awaiting.length > 0 ? awaiting.map((index) => `selected_facilities.${index}.amount`) : [key];
  }
  if (key === "videos") {
    const bad = placement.videos.flatMap((url, index) => (isBadVideoLink(url) ? [`videos.${index}`] : []));
    return bad.length > 0 ? bad : [key];
  }
  return [key.replace(/\[(\d+)\]/g, ".$1")];
}
