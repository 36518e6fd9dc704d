import { Button } from "@griya/ui/button";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { SearchFilters } from "../search-filters";
import { FilterFields, type FilterOptions } from "./filter-fields";

export const FILTER_FORM_ID = "filter-pencarian";
const FILTER_PANEL_ID = "filter";
export const RESULTS_ID = "hasil";

export type FilterPanelProps = {
  filters: SearchFilters;
  options: FilterOptions;
  /** "1.234 hasil" for the filters as they are now. */
  countText: string;
  activeCount: number;
};

/** The form's values as a /cari query: empty fields left out, amounts as digits ("1.500.000" → 1500000). */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, raw] of new FormData(form)) {
    const field = form.elements.namedItem(name);
    const entry = typeof raw === "string" ? raw.trim() : "";
    const digits = field instanceof HTMLInputElement && field.inputMode === "numeric";
    const clean = digits ? entry.replace(/\D/g, "") : entry;
    if (clean) params.append(name, clean);
  }
  return params.toString();
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), select, [tabindex='0']")];
}

/**
 * The search filters: a plain GET form (works without JavaScript). On a phone they live in a full-screen panel
 * opened by "Filter" (a #filter link without JavaScript), which shows the result count for the filters being
 * chosen before they are applied; on wider screens they sit beside the results.
 */
export function FilterPanel({ filters, options, countText, activeCount }: FilterPanelProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(countText);
  // A new page's count replaces the one counted while choosing (state adjusted during render, not in an effect).
  const [countShown, setCountShown] = useState(countText);
  if (countShown !== countText) {
    setCountShown(countText);
    setCount(countText);
  }
  const panel = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef("");

  useEffect(() => () => clearTimeout(timer.current), []);

  // The result count follows the filters being chosen (debounced; only the latest answer counts).
  const recount = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void fetchCount(), 300);
  };
  const fetchCount = async () => {
    const query = form.current ? queryOf(form.current) : "";
    asked.current = query;
    try {
      const response = await fetch(`/cari/jumlah?${query}`);
      const answer = (await response.json()) as { text: string };
      if (asked.current === query && response.ok) setCount(answer.text);
    } catch {
      // The count is a hint: without it the button still applies the filters.
    }
  };

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add("filter-open");
    panel.current?.querySelector<HTMLElement>("h2")?.focus();
    return () => root.classList.remove("filter-open");
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    const query = queryOf(event.currentTarget);
    void navigate(query ? `/cari?${query}` : "/cari");
  };

  return (
    <>
      <div className="filter-bar">
        <a
          ref={toggle}
          href={`#${FILTER_PANEL_ID}`}
          className="g-button g-button--secondary g-button--md filter-toggle"
          aria-expanded={open}
          aria-controls={FILTER_PANEL_ID}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Filter{activeCount > 0 ? ` (${activeCount})` : ""}
        </a>
      </div>
      <div
        ref={panel}
        id={FILTER_PANEL_ID}
        className={open ? "filter-panel is-open" : "filter-panel"}
        role={open ? "dialog" : undefined}
        aria-modal={open || undefined}
        aria-labelledby="filter-title"
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === "Escape") close();
          if (event.key !== "Tab" || !panel.current) return;
          const items = focusables(panel.current);
          const first = items[0];
          const last = items.at(-1);
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <div className="filter-panel-head">
          <h2 id="filter-title" className="filter-title" tabIndex={-1}>
            Filter
          </h2>
          <a
            href={`#${RESULTS_ID}`}
            className="filter-close"
            onClick={(event) => {
              event.preventDefault();
              close();
            }}
          >
            Tutup
          </a>
        </div>
        <form
          ref={form}
          id={FILTER_FORM_ID}
          method="get"
          action="/cari"
          className="filter-form"
          onChange={recount}
          onSubmit={submit}
        >
          <FilterFields filters={filters} options={options} onLocationPick={recount} />
          <div className="filter-actions">
            <Button type="submit" fullWidth>
              Tampilkan <span aria-live="polite">{count}</span>
            </Button>
            <a href="/cari" className="filter-reset">
              Hapus semua filter
            </a>
          </div>
        </form>
      </div>
    </>
  );
}
