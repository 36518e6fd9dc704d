import type { ListingStatus, ListingType } from "@griya/domain/listing-rules";
import { DescriptionList } from "@griya/ui/description-list";
import { StatusBadge, type StatusTone } from "@griya/ui/status-badge";
import { useTranslation } from "react-i18next";
import "../../../locales/listing-form";

export type ListingSummaryProps = {
  status: ListingStatus;
  listingNumber: string;
  typeName: string;
  type: ListingType;
  boostStatus: string | null;
};

const STATUS_TONES = { DRAFT: "neutral", ACTIVE: "success", INACTIVE: "warning" } as const satisfies Record<
  ListingStatus,
  StatusTone
>;

/** Edit mode: the saved listing's status, number, type and Recommended Listing status. */
export function ListingSummary({ status, listingNumber, typeName, type, boostStatus }: ListingSummaryProps) {
  const { t } = useTranslation();
  return (
    <section className="listing-summary" aria-label={t("listingForm.summary.label")}>
      <DescriptionList
        layout="stacked"
        items={[
          {
            label: t("listingForm.summary.status"),
            value: (
              <StatusBadge tone={STATUS_TONES[status]} className="listing-status">
                {t(`listingForm.summary.statuses.${status}`)}
              </StatusBadge>
            ),
          },
          { label: t("listingForm.summary.number"), value: <span data-testid="listing-number">{listingNumber}</span> },
          { label: t("listingForm.summary.type"), value: <span data-type={type}>{typeName}</span> },
          ...(boostStatus ? [{ label: t("listingForm.summary.boost"), value: boostStatus }] : []),
        ]}
      />
    </section>
  );
}
