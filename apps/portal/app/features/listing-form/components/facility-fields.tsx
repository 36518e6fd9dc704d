import { toggleFacility, type SelectedFacility } from "@griya/domain/listing-schemas";
import { Checkbox } from "@griya/ui/checkbox";
import { TextField } from "@griya/ui/text-field";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { facilitiesAwaitingAmount } from "../error-placement";
import type { FieldErrors } from "../listing-form-request";
import type { ListingFormBase } from "../queries";
import "../../../locales/listing-form";

export type FacilityFieldsProps = {
  facilities: ListingFormBase["facilities"];
  selected: SelectedFacility[];
  onChange: (selected: SelectedFacility[]) => void;
  errors: FieldErrors;
};

const AMOUNT_DIGITS = 4;

/**
 * Facilities as checkboxes (docs/product/listings.md#the-listing-form: ticking adds, unticking clears the amount). A
 * facility with a unit (carport: mobil, AC: unit) asks for its amount once ticked. The list in the order ticked is one
 * form value (`selected_facilities`, changed through `onChange`), so the checkboxes and amounts post nothing
 * themselves.
 */
export function FacilityFields({ facilities, selected, onChange, errors }: FacilityFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const groupErrors = errors.selected_facilities;
  const indexOf = (id: number) => selected.findIndex((item) => item.id === id);
  // A "wajib diisi" of the whole list belongs to the amounts still empty.
  const amountError = (id: number, amount: number | null) =>
    errors[`selected_facilities.${indexOf(id)}.amount`] ?? (amount === null ? groupErrors : undefined);
  const claimed = groupErrors !== undefined && facilitiesAwaitingAmount(selected, facilities).length > 0;

  return (
    <fieldset className="form-section" aria-describedby={hintId}>
      <legend className="section-title">{t("listingForm.sections.facilities")}</legend>
      <p id={hintId} className="listing-form-note">
        {t("listingForm.facilitiesHint")}
      </p>
      {groupErrors && !claimed && (
        <div className="g-field-error" role="alert">
          {groupErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <ul className="listing-facilities">
        {facilities.map((facility) => {
          const chosen = selected.find((item) => item.id === facility.id);
          return (
            <li key={facility.id} className="listing-facility">
              <Checkbox
                label={facility.name}
                name=""
                value={String(facility.id)}
                checked={chosen !== undefined}
                onChange={() => onChange(toggleFacility(selected, facility))}
              />
              {chosen && facility.uom_name && (
                <TextField
                  className="listing-facility-amount"
                  label={t("listingForm.facilityAmount", { name: facility.name, unit: facility.uom_name })}
                  name=""
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  maxLength={AMOUNT_DIGITS}
                  value={chosen.amount === null ? "" : String(chosen.amount)}
                  onChange={(event) => {
                    const digits = event.target.value.replace(/\D/g, "").slice(0, AMOUNT_DIGITS);
                    const amount = digits === "" ? null : Number(digits);
                    onChange(selected.map((item) => (item.id === facility.id ? { ...item, amount } : item)));
                  }}
                  error={amountError(facility.id, chosen.amount)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
