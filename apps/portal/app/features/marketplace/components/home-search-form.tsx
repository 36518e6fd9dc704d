import { Button } from "@griya/ui/button";
import { Select } from "@griya/ui/select";
import { Form } from "react-router";
import { PUBLIC_PATHS } from "../../../public-paths";
import { LocationBox } from "./location-box";

type Option = { id: number; name: string };

const DEALS = [
  ["", "Semua"],
  ["dijual", "Dijual"],
  ["disewa", "Disewa"],
] as const;

/**
 * The home's one search box: the search page's own fields (location box, Dijual/Disewa, property type) in a GET
 * form to /cari, whose loader reads them as it reads its filter panel and moves to the canonical address. Works
 * without JavaScript; a typed location that was not picked is looked up by /cari.
 */
export function HomeSearchForm({ propertyTypes }: { propertyTypes: Option[] }) {
  return (
    <Form method="get" action={PUBLIC_PATHS.search} className="home-search filter-form" role="search">
      <fieldset className="filter-deal">
        <legend className="g-label">Dijual atau disewa</legend>
        {DEALS.map(([word, label]) => (
          <label key={word} className="filter-chip">
            <input type="radio" name="tipe" value={word} defaultChecked={word === ""} />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="home-search-fields">
        <LocationBox initial={null} onPick={noCount} />
        <Select
          label="Jenis properti"
          name="jenis"
          id="filter-jenis"
          placeholder="Semua"
          options={propertyTypes.map((type) => ({ value: String(type.id), label: type.name }))}
          defaultValue=""
        />
        <Button type="submit" className="home-search-submit">
          Cari properti
        </Button>
      </div>
    </Form>
  );
}

/** The search page recounts its results on a pick; the home has no count to update. */
function noCount() {}
