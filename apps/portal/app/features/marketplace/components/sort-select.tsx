import { Select } from "@griya/ui/select";
import { useNavigate } from "react-router";
import { FILTER_FORM_ID } from "./filter-panel";

const SORTS = [
  { value: "", label: "Terbaru" },
  { value: "harga_terendah", label: "Harga terendah" },
  { value: "harga_tertinggi", label: "Harga tertinggi" },
];

export type SortSelectProps = {
  /** The current sort as the URL names it ("" = newest). */
  current: string;
  /** The same search under each sort (search-view.ts sortLinks). */
  links: Record<string, string>;
};

/** Part of the filter form (so a plain form post keeps it); with JavaScript a change applies at once. */
export function SortSelect({ current, links }: SortSelectProps) {
  const navigate = useNavigate();
  return (
    <div className="sort-select">
      <Select
        label="Urutkan"
        name="urut"
        id="urutkan"
        form={FILTER_FORM_ID}
        placeholder={null}
        options={SORTS}
        defaultValue={current}
        onChange={(event) => navigate(links[event.target.value] ?? "/cari")}
      />
      <noscript>
        <button type="submit" form={FILTER_FORM_ID} className="g-button g-button--secondary g-button--md">
          Urutkan
        </button>
      </noscript>
    </div>
  );
}
