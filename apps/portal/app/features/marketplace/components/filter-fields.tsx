import { Select } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { groupDigits, regroupPrice } from "../price-digits";
import type { SearchFilters } from "../search-filters";
import { LocationBox } from "./location-box";

type Option = { id: number; name: string };

export type FilterOptions = { propertyTypes: Option[]; certificates: Option[]; furnishingStatuses: Option[] };

const ROOMS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}+` }));
const choices = (list: Option[]) => list.map((o) => ({ value: String(o.id), label: o.name }));
const value = (n: number | null) => (n === null ? "" : String(n));

export type FilterFieldsProps = {
  filters: SearchFilters;
  options: FilterOptions;
  /** A place picked in the location box (the form's change event does not see it). */
  onLocationPick: () => void;
};

/** The search filters' fields, starting from the filters of the page. */
export function FilterFields({ filters, options, onLocationPick }: FilterFieldsProps) {
  return (
    <>
      <fieldset className="filter-deal">
        <legend className="g-label">Dijual atau disewa</legend>
        {[
          ["", "Semua"],
          ["dijual", "Dijual"],
          ["disewa", "Disewa"],
        ].map(([word, label]) => (
          <label key={word} className="filter-chip">
            <input
              type="radio"
              name="tipe"
              value={word}
              defaultChecked={
                (filters.listingType === "S" ? "dijual" : filters.listingType === "R" ? "disewa" : "") === word
              }
            />
            {label}
          </label>
        ))}
      </fieldset>
      <Select
        label="Jenis properti"
        name="jenis"
        id="filter-jenis"
        placeholder="Semua"
        options={choices(options.propertyTypes)}
        defaultValue={value(filters.propertyTypeId)}
      />
      <LocationBox initial={filters.location} onPick={onLocationPick} />
      <fieldset className="filter-range">
        <legend className="g-label">Harga (Rp)</legend>
        <TextField
          label="Minimal"
          name="harga_min"
          id="filter-harga-min"
          inputMode="numeric"
          defaultValue={groupDigits(filters.priceMin)}
          onInput={(event) => regroupPrice(event.currentTarget)}
        />
        <TextField
          label="Maksimal"
          name="harga_max"
          id="filter-harga-max"
          inputMode="numeric"
          defaultValue={groupDigits(filters.priceMax)}
          onInput={(event) => regroupPrice(event.currentTarget)}
        />
      </fieldset>
      <div className="filter-pair">
        <Select
          label="Kamar tidur"
          name="kamar_tidur"
          id="filter-kt"
          placeholder="Semua"
          options={ROOMS}
          defaultValue={value(filters.bedroom)}
        />
        <Select
          label="Kamar mandi"
          name="kamar_mandi"
          id="filter-km"
          placeholder="Semua"
          options={ROOMS}
          defaultValue={value(filters.bathroom)}
        />
      </div>
      <fieldset className="filter-range">
        <legend className="g-label">Luas bangunan (m²)</legend>
        <TextField
          label="Minimal"
          name="lb_min"
          id="filter-lb-min"
          inputMode="numeric"
          defaultValue={value(filters.buildingSizeMin)}
        />
        <TextField
          label="Maksimal"
          name="lb_max"
          id="filter-lb-max"
          inputMode="numeric"
          defaultValue={value(filters.buildingSizeMax)}
        />
      </fieldset>
      <fieldset className="filter-range">
        <legend className="g-label">Luas tanah (m²)</legend>
        <TextField
          label="Minimal"
          name="lt_min"
          id="filter-lt-min"
          inputMode="numeric"
          defaultValue={value(filters.landSizeMin)}
        />
        <TextField
          label="Maksimal"
          name="lt_max"
          id="filter-lt-max"
          inputMode="numeric"
          defaultValue={value(filters.landSizeMax)}
        />
      </fieldset>
      <Select
        label="Sertifikat"
        name="sertifikat"
        id="filter-sertifikat"
        placeholder="Semua"
        options={choices(options.certificates)}
        defaultValue={value(filters.certificateId)}
      />
      <Select
        label="Perabotan"
        name="perabot"
        id="filter-perabot"
        placeholder="Semua"
        options={choices(options.furnishingStatuses)}
        defaultValue={value(filters.furnishingStatusId)}
      />
      <TextField
        label="Kata kunci"
        name="q"
        id="filter-q"
        type="search"
        maxLength={100}
        defaultValue={filters.keyword}
      />
    </>
  );
}
