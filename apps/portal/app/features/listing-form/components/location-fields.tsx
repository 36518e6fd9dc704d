import type { FieldVisibility, RuledField } from "@griya/domain/listing-rules";
import { LISTING_LIMITS } from "@griya/domain/listing-schemas";
import { TextField } from "@griya/ui/text-field";
import { Textarea } from "@griya/ui/textarea";
import { useTranslation } from "react-i18next";
import { RegionCascade } from "../../../components/region-cascade";
import type { FieldErrors } from "../listing-form-request";
import type { ListingFormValues } from "../listing-form-values";
import { HiddenValue } from "./hidden-value";
import "../../../locales/listing-form";

export type LocationFieldsProps = {
  /** What the inputs hold now (the inputs are the form's state). */
  values: ListingFormValues;
  errors: FieldErrors;
  visibility: Record<RuledField, FieldVisibility>;
};

/** Address, block and unit number (when the property type has them), province, city and area. */
export function LocationFields({ values, errors, visibility }: LocationFieldsProps) {
  const { t } = useTranslation();
  const unitBlock = visibility.block_number;
  return (
    <fieldset className="form-section">
      <legend className="section-title">{t("listingForm.sections.address")}</legend>
      <Textarea
        label={t("listingForm.fields.address")}
        name="address"
        required
        rows={2}
        autoComplete="street-address"
        maxLength={LISTING_LIMITS.ADDRESS_MAX}
        hint={t("listingForm.fields.addressHint")}
        defaultValue={values.address}
        error={errors.address}
      />
      {unitBlock.allowed ? (
        <div className="form-grid">
          <TextField
            label={t("listingForm.fields.blockNumber")}
            name="block_number"
            autoComplete="off"
            required={unitBlock.required}
            maxLength={LISTING_LIMITS.BLOCK_NUMBER_MAX}
            defaultValue={values.block_number}
            error={errors.block_number}
          />
          <TextField
            label={t("listingForm.fields.unitNumber")}
            name="unit_number"
            autoComplete="off"
            required={visibility.unit_number.required}
            maxLength={LISTING_LIMITS.UNIT_NUMBER_MAX}
            defaultValue={values.unit_number}
            error={errors.unit_number}
          />
        </div>
      ) : (
        <>
          <HiddenValue name="block_number" value={values.block_number} />
          <HiddenValue name="unit_number" value={values.unit_number} />
        </>
      )}
      <RegionCascade
        fields={[
          { name: "province_id", label: t("listingForm.fields.province") },
          { name: "city_id", label: t("listingForm.fields.city") },
          { name: "area_id", label: t("listingForm.fields.area") },
        ]}
        defaultValue={{ province_id: values.province_id, city_id: values.city_id, area_id: values.area_id }}
        errors={errors}
      />
    </fieldset>
  );
}
