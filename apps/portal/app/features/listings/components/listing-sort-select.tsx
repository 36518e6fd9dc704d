import { Select } from "@griya/ui/select";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import {
  LISTING_SORT_KEYS,
  listingFiltersSearch,
  withSort,
  type ListingFilters,
  type ListingSortKey,
} from "../listing-filters";
import "../../../locales/my-listings";

/**
 * The six sorts of SPEC §3. Choosing one reloads the list in place (same page, first page of results); the
 * select keeps focus, so a keyboard user can go on choosing.
 */
export function ListingSortSelect({ filters }: { filters: ListingFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Shows the choice at once while the new order loads.
  const [value, setValue] = useState<ListingSortKey>(filters.sort);
  useEffect(() => setValue(filters.sort), [filters.sort]);
  return (
    <Select
      className="listing-sort"
      label={t("myListings.sortLabel")}
      name="sort"
      placeholder={null}
      value={value}
      options={LISTING_SORT_KEYS.map((key) => ({ value: key, label: t(`myListings.sorts.${key}`) }))}
      onChange={(event) => {
        const sort = event.target.value as ListingSortKey;
        setValue(sort);
        void navigate(`${location.pathname}${listingFiltersSearch(withSort(filters, sort))}`);
      }}
    />
  );
}
