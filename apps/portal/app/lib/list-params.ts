// Paging and search state of the portal's lists lives in the URL (?q=…&page=2): a reload, the back button and
// a shared link show the same page, and the forms work without JavaScript.

const MAX_KEYWORD = 100;

/** ?page= as a page number (1 for anything else). */
export function pageParam(value: string | null): number {
  const page = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** ?q= trimmed and bounded. */
export function keywordParam(value: string | null): string {
  return (value ?? "").trim().slice(0, MAX_KEYWORD);
}

/** `params` with `page` set (page 1 is left out), as a "?…" string. */
export function withPage(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  const text = next.toString();
  return text ? `?${text}` : "";
}
