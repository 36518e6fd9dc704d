import { SORT_OPTION_KEYS, SORT_OPTIONS, type SortOption } from "@griya/domain/constants";
import { Select } from "@griya/ui/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { listingFiltersSearch, withSort, type ListingFilters } from "../listing-filters";
import "../../../locales/my-listings";

/**
 * The six sorts (docs/product/listings.md#states). Choosing one reloads the list in place (same page, first page of
 * results); the select keeps focus, so a keyboard user can go on choosing.
 */
export function ListingSortSelect({ filters }: { filters: ListingFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Shows the choice at once while the new order loads.
  const [value, setValue] = useState<SortOption>(filters.sort);
  // Then the URL's sort again, once it changes (adjusted during render, not in an effect).
  const [urlSort, setUrlSort] = useState(filters.sort);
  if (urlSort !== filters.sort) {
    setUrlSort(filters.sort);
    setValue(filters.sort);
  }
  return (
    <Select
      className="listing-sort"
      label={t("myListings.sortLabel")}
      name="sort"
      placeholder={null}
      value={value}
      options={SORT_OPTION_KEYS.map((key) => ({ value: key, label: SORT_OPTIONS[key].label }))}
      onChange={(event) => {
        const sort = event.target.value as SortOption;
        setValue(sort);
        void navigate(`${location.pathname}${listingFiltersSearch(withSort(filters, sort))}`);
      }}
    />
  );
}
