import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { MONTH_NAMES } from "@griya/domain/format";
import { zonedParts } from "@griya/domain/zoned-time";

/**
 * "05 Mar 2026": the card's compact dd MMM yyyy, with Indonesian month abbreviations (Mei, Agu, Okt, Des) taken
 * from @griya/domain's month names, read in the business zone like every other date of the portal.
 */
export function shortDate(value: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(new Date(value), timeZone);
  return `${String(day).padStart(2, "0")} ${MONTH_NAMES[month - 1]!.slice(0, 3)} ${year}`;
}
