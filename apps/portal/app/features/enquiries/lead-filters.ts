// The inbox's tab and page live in the URL (?read=false, ?archive=true, &page=2), mirroring the API's own filters,
// so a reload, the back button and a shared link show the same list.
import { pageParam } from "../../lib/list-params";

export const LEAD_TABS = ["all", "unread", "archived"] as const;
type LeadTab = (typeof LEAD_TABS)[number];

export type LeadFilters = { tab: LeadTab; page: number };

export function leadFiltersOf(params: URLSearchParams): LeadFilters {
  const tab: LeadTab =
    params.get("archive") === "true" ? "archived" : params.get("read") === "false" ? "unread" : "all";
  return { tab, page: pageParam(params.get("page")) };
}

/** The query string of an inbox state; "Semua" and page 1 are left out. */
export function leadFiltersSearch(filters: LeadFilters): string {
  const params = new URLSearchParams();
  if (filters.tab === "archived") params.set("archive", "true");
  if (filters.tab === "unread") params.set("read", "false");
  if (filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * GET /api/enquiries parameters of a tab: "Semua" = not archived, "Belum dibaca" = not archived and not read,
 * "Diarsipkan" = archived (read or not).
 */
export function enquiryListParams(filters: LeadFilters): { archive: boolean; read?: boolean; page: number } {
  switch (filters.tab) {
    case "all":
      return { archive: false, page: filters.page };
    case "unread":
      return { archive: false, read: false, page: filters.page };
    case "archived":
      return { archive: true, page: filters.page };
  }
}
