import type { FieldVisibility, RuledField } from "@griya/domain/listing-rules";
import { ELECTRICAL_POWER_OPTIONS } from "@griya/domain/listing-schemas";
import { Select } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../listing-form-request";
import type { HoekValue, ListingFormValues } from "../listing-form-values";
import type { ListingFormBase } from "../queries";
import { HiddenValue } from "./hidden-value";
import "../../../locales/listing-form";

export type PropertyDetailFieldsProps = {
  base: ListingFormBase;
  /** What the inputs hold now (the inputs are the form's state; these decide what shows). */
  values: ListingFormValues;
  errors: FieldErrors;
  /** What the chosen property type shows and requires (fieldVisibility of the base data's field rules). */
  visibility: Record<RuledField, FieldVisibility>;
};

type NumberField = "bedroom" | "bathroom" | "building_size" | "land_size" | "total_floor" | "floor";

const NUMBER_FIELDS = [
  { field: "bedroom", label: "bedroom", max: 2 },
  { field: "bathroom", label: "bathroom", max: 2 },
  { field: "building_size", label: "buildingSize", max: 6 },
  { field: "land_size", label: "landSize", max: 8 },
  { field: "total_floor", label: "totalFloor", max: 3 },
  { field: "floor", label: "floor", max: 3 },
] as const satisfies readonly { field: NumberField; label: string; max: number }[];

const HOEK_VALUES: readonly HoekValue[] = ["1", "0"];

/**
 * The fields the property type's rules govern (rooms, sizes, floors, power, hoek, furnishing) plus the
 * certificate. A field the rules hide is not rendered (and not sent); a required one is marked.
 */
export function PropertyDetailFields({ base, values, errors, visibility }: PropertyDetailFieldsProps) {
  const { t } = useTranslation();
  const shows = (field: RuledField) => visibility[field].allowed;
  const requires = (field: RuledField) => visibility[field].required;
  const powerOptions: number[] = [...ELECTRICAL_POWER_OPTIONS];
  // Any value within bounds is valid; keep a saved one that is not a usual PLN size selectable.
  const savedPower = Number(values.electrical_power);
  if (values.electrical_power !== "" && Number.isSafeInteger(savedPower) && !powerOptions.includes(savedPower)) {
    powerOptions.push(savedPower);
    powerOptions.sort((a, b) => a - b);
  }

  return (
    <fieldset className="form-section">
      <legend className="section-title">{t("listingForm.sections.property")}</legend>
      {values.property_type_id === "" && <p className="listing-form-note">{t("listingForm.propertyTypeFirst")}</p>}
      <div className="form-grid">
        {NUMBER_FIELDS.map(({ field, label, max }) =>
          shows(field) ? (
            <TextField
              key={field}
              label={t(`listingForm.fields.${label}`)}
              name={field}
              inputMode="numeric"
              autoComplete="off"
              maxLength={max}
              required={requires(field)}
              hint={field === "floor" ? t("listingForm.fields.floorHint") : undefined}
              defaultValue={values[field]}
              onChange={(event) => {
                // Digits only: spaces typed or pasted between them go at once.
                if (/\s/.test(event.target.value)) event.target.value = event.target.value.replace(/\s/g, "");
              }}
              error={errors[field]}
            />
          ) : (
            <HiddenValue key={field} name={field} value={values[field]} />
          ),
        )}
        {shows("electrical_power") ? (
          <Select
            label={t("listingForm.fields.electricalPower")}
            name="electrical_power"
            required={requires("electrical_power")}
            options={powerOptions.map((value) => ({
              value: String(value),
              label: t("listingForm.fields.electricalPowerOption", { value: value.toLocaleString("id-ID") }),
            }))}
            placeholder={t("common.selectPlaceholder")}
            defaultValue={values.electrical_power}
            error={errors.electrical_power}
          />
        ) : (
          <HiddenValue name="electrical_power" value={values.electrical_power} />
        )}
        {shows("hoek") ? (
          <Select
            label={t("listingForm.fields.hoek")}
            name="hoek"
            required={requires("hoek")}
            hint={t("listingForm.fields.hoekHint")}
            options={HOEK_VALUES.map((value) => ({
              value,
              label: value === "1" ? t("listingForm.fields.yes") : t("listingForm.fields.no"),
            }))}
            placeholder={t("common.selectPlaceholder")}
            defaultValue={values.hoek}
            error={errors.hoek}
          />
        ) : (
          <HiddenValue name="hoek" value={values.hoek} />
        )}
        {shows("furnishing_status_id") ? (
          <Select
            label={t("listingForm.fields.furnishing")}
            name="furnishing_status_id"
            required={requires("furnishing_status_id")}
            options={base.furnishing_statuses.map(({ id, name }) => ({ value: String(id), label: name }))}
            placeholder={t("common.selectPlaceholder")}
            defaultValue={values.furnishing_status_id}
            error={errors.furnishing_status_id}
          />
        ) : (
          <HiddenValue name="furnishing_status_id" value={values.furnishing_status_id} />
        )}
        <Select
          label={t("listingForm.fields.certificate")}
          name="certificate_id"
          options={base.certificates.map(({ id, name }) => ({ value: String(id), label: name }))}
          placeholder={t("common.selectPlaceholder")}
          defaultValue={values.certificate_id}
          error={errors.certificate_id}
        />
      </div>
    </fieldset>
  );
}
