import { formatDate } from "@griya/domain/format";
import { Checkbox } from "@griya/ui/checkbox";
import { useTranslation } from "react-i18next";
import type { CatalogItem } from "../queries";
import { canSelectMore, pageSelectionState, type SelectedListing, type Selection } from "../bulk-repost-selection";
import "../../../locales/repost";

export type BulkRepostListProps = {
  listings: CatalogItem[];
  selection: Selection;
  /** While the repost runs nothing can be changed. */
  disabled: boolean;
  onToggle: (listing: SelectedListing, checked: boolean) => void;
  onTogglePage: (listings: SelectedListing[], checked: boolean) => void;
};

const selectedListingOf = (item: CatalogItem): SelectedListing => ({
  uuid: item.uuid,
  title: item.listing_title,
  listingNumber: item.listing_number,
});

/** One page of active listings, each with a checkbox, and "Pilih semua di halaman ini". */
export function BulkRepostList({ listings, selection, disabled, onToggle, onTogglePage }: BulkRepostListProps) {
  const { t } = useTranslation();
  const page = listings.map(selectedListingOf);
  const state = pageSelectionState(selection, page);
  const room = canSelectMore(selection);
  return (
    <div className="g-stack bulk-repost-list">
      <Checkbox
        name="select_page"
        label={t("repost.bulk.selectPage")}
        checked={state === "all"}
        ref={(input) => {
          if (input) input.indeterminate = state === "some";
        }}
        disabled={disabled || (state === "none" && !room)}
        onChange={(event) => onTogglePage(page, event.target.checked)}
        className="bulk-repost-select-page"
      />
      <ul className="bulk-repost-items" aria-label={t("repost.bulk.listLabel")}>
        {listings.map((item) => {
          const checked = selection.has(item.uuid);
          const inputId = `bulk-repost-${item.uuid}`;
          const metaId = `${inputId}-meta`;
          return (
            <li key={item.uuid} className="bulk-repost-item" data-selected={checked || undefined}>
              <input
                id={inputId}
                type="checkbox"
                className="g-checkbox-input bulk-repost-check"
                checked={checked}
                disabled={disabled || (!checked && !room)}
                aria-describedby={metaId}
                onChange={(event) => onToggle(selectedListingOf(item), event.target.checked)}
              />
              {/* The whole photo and title toggle the box; the number and expiry only describe it. */}
              <label htmlFor={inputId} className="bulk-repost-label">
                {item.img_source ? (
                  <img
                    className="bulk-repost-thumb"
                    src={item.img_source}
                    alt=""
                    width={80}
                    height={60}
                    loading="lazy"
                  />
                ) : (
                  <span className="bulk-repost-thumb bulk-repost-thumb--empty" aria-hidden="true" />
                )}
                <span className="bulk-repost-title">{item.listing_title}</span>
              </label>
              <p id={metaId} className="bulk-repost-meta">
                <span>{t("repost.bulk.listingNumber", { number: item.listing_number })}</span>
                <span>
                  {item.expires_at
                    ? t("repost.bulk.expires", { date: formatDate(item.expires_at) })
                    : t("repost.bulk.noExpiry")}
                </span>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
