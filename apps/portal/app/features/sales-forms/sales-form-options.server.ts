import type { SalesOption } from "./components/sales-select";
import type { RegisterFormOptions } from "./sales-api.server";

type Named = { id: number; name: string };

/** A reference list as the form's select options, in the API's order. */
export const namedOptions = (items: readonly Named[]): SalesOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** Every city and regency with its province ("Kota Bandung, Jawa Barat"), ordered by province as the API gives them. */
export const cityOptions = (cities: RegisterFormOptions["cities"]): SalesOption[] =>
  cities.map((city) => ({ value: city.id, label: `${city.name}, ${city.province_name}` }));
