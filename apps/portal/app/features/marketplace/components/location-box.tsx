import { useEffect, useRef, useState } from "react";
import type { LocationFilter, LocationKind } from "../search-filters";

type Suggestion = { type: LocationKind; id: string; name: string; label: string };

/** URL parameter of each kind of place (search-filters.ts PARAM). */
const PARAM_OF: Record<LocationKind, string> = {
  province: "provinsi",
  city: "kota",
  area: "kecamatan",
  areas: "kawasan",
};
const KIND_LABEL: Record<LocationKind, string> = {
  province: "Provinsi",
  city: "Kota/Kabupaten",
  area: "Kecamatan",
  areas: "Kawasan",
};

export type LocationBoxProps = {
  initial: LocationFilter | null;
  /** Something changed that the result count depends on. */
  onPick: () => void;
};

/**
 * One box for province, city or district: typing asks the API for places by name (a combobox with a list),
 * picking one puts its id in the form. Without JavaScript it is a text field the server looks the name up for.
 */
export function LocationBox({ initial, onPick }: LocationBoxProps) {
  const [text, setText] = useState(initial?.text ?? "");
  const [picked, setPicked] = useState(initial?.kind && initial.id ? { kind: initial.kind, id: initial.id } : null);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const lookUp = (query: string) => {
    clearTimeout(timer.current);
    if (query.trim().length < 2) return setItems([]);
    timer.current = setTimeout(() => void fetchSuggestions(query.trim()), 250);
  };
  const fetchSuggestions = async (query: string) => {
    try {
      const response = await fetch(`/api/search/locations?query=${encodeURIComponent(query)}`);
      const found = response.ok ? ((await response.json()) as { data: Suggestion[] }).data : [];
      setItems(found);
      setActive(-1);
      setOpen(true);
    } catch {
      setItems([]);
    }
  };

  const pick = (item: Suggestion) => {
    setText(item.label);
    setPicked({ kind: item.type, id: item.id });
    setOpen(false);
    onPick();
  };

  const expanded = open && items.length > 0;
  return (
    <div className="g-field location-box">
      <label className="g-label" htmlFor="filter-lokasi">
        Lokasi
      </label>
      <input
        id="filter-lokasi"
        className="g-input"
        name="lokasi"
        type="text"
        value={text}
        placeholder="Provinsi, kota, atau kecamatan"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls="filter-lokasi-list"
        aria-activedescendant={expanded && active >= 0 ? `filter-lokasi-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (picked) {
            setPicked(null);
            onPick();
          }
          lookUp(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && expanded) {
            event.stopPropagation();
            setOpen(false);
          } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((current) => (items.length ? (current + step + items.length) % items.length : -1));
          } else if (event.key === "Enter" && expanded && active >= 0) {
            event.preventDefault();
            pick(items[active]!);
          }
        }}
        onBlur={() => setOpen(false)}
      />
      {picked && <input type="hidden" name={PARAM_OF[picked.kind]} value={picked.id} />}
      <ul
        id="filter-lokasi-list"
        className="location-box-list"
        role="listbox"
        aria-label="Lokasi yang cocok"
        hidden={!expanded}
      >
        {items.map((item, index) => (
          <li
            key={`${item.type}-${item.id}`}
            id={`filter-lokasi-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the box must not lose focus (and close the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(item);
            }}
          >
            {item.label}
            <span className="location-box-kind"> · {KIND_LABEL[item.type]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
