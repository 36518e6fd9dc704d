import { formatRupiah } from "@griya/domain/format";
import { ownershipNameField } from "@griya/domain/listing-rules";
import { LISTING_LIMITS, priceBounds } from "@griya/domain/listing-schemas";
import { RadioGroup } from "@griya/ui/radio-group";
import { Select } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { Textarea } from "@griya/ui/textarea";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../listing-form-request";
import type { ListingFormValues } from "../listing-form-values";
import type { ListingFormBase } from "../queries";
import { HiddenValue } from "./hidden-value";
import { PriceField } from "./price-field";
import "../../../locales/listing-form";

export type ListingBasicsFieldsProps = {
  base: ListingFormBase;
  /** What the inputs hold now (the inputs are the form's state; these decide what shows). */
  values: ListingFormValues;
  errors: FieldErrors;
};

const options = (items: readonly { id: number | string; name: string }[]) =>
  items.map(({ id, name }) => ({ value: String(id), label: name }));

/** Sale or rent (with the rent period), ownership (and the name it asks for), property type, title, text, price. */
export function ListingBasicsFields({ base, values, errors }: ListingBasicsFieldsProps) {
  const { t } = useTranslation();
  const nameField = ownershipNameField(values.ownership);
  const bounds = priceBounds(values.type);
  const typeName = base.listing_types.find((type) => type.id === values.type)?.name ?? values.type;
  const priceHint =
    values.type === "R"
      ? t("listingForm.fields.priceHintRent", { min: formatRupiah(bounds.min), max: formatRupiah(bounds.max) })
      : t("listingForm.fields.priceHint", {
          type: typeName,
          min: formatRupiah(bounds.min),
          max: formatRupiah(bounds.max),
        });

  return (
    <fieldset className="form-section">
      <legend className="section-title">{t("listingForm.sections.listing")}</legend>
      <div className="form-grid">
        <RadioGroup
          label={t("listingForm.fields.type")}
          name="type"
          inline
          required
          options={options(base.listing_types)}
          defaultValue={values.type}
          error={errors.type}
        />
        {values.type === "R" ? (
          <Select
            label={t("listingForm.fields.rentPeriod")}
            name="rent_period_id"
            required
            options={options(base.rent_periods)}
            placeholder={t("common.selectPlaceholder")}
            defaultValue={values.rent_period_id}
            error={errors.rent_period_id}
          />
        ) : (
          <HiddenValue name="rent_period_id" value={values.rent_period_id} />
        )}
      </div>
      <div className="form-grid">
        <RadioGroup
          label={t("listingForm.fields.ownership")}
          name="ownership"
          required
          options={options(base.ownerships)}
          defaultValue={values.ownership}
          error={errors.ownership}
        />
        {nameField === "owner_name" ? (
          <TextField
            label={t("listingForm.fields.ownerName")}
            name="owner_name"
            required
            autoComplete="off"
            maxLength={LISTING_LIMITS.OWNER_NAME_MAX}
            hint={t("listingForm.fields.ownerNameHint")}
            defaultValue={values.owner_name}
            error={errors.owner_name}
          />
        ) : (
          <HiddenValue name="owner_name" value={values.owner_name} />
        )}
        {nameField === "company_name" ? (
          <TextField
            label={t("listingForm.fields.companyName")}
            name="company_name"
            required
            autoComplete="organization"
            maxLength={LISTING_LIMITS.COMPANY_NAME_MAX}
            defaultValue={values.company_name}
            error={errors.company_name}
          />
        ) : (
          <HiddenValue name="company_name" value={values.company_name} />
        )}
      </div>
      <div className="form-grid">
        <Select
          label={t("listingForm.fields.propertyType")}
          name="property_type_id"
          required
          options={options(base.property_types)}
          placeholder={t("common.selectPlaceholder")}
          defaultValue={values.property_type_id}
          error={errors.property_type_id}
        />
        <PriceField
          label={t("listingForm.fields.price")}
          required
          defaultValue={values.price}
          hint={priceHint}
          error={errors.price}
        />
      </div>
      <TextField
        label={t("listingForm.fields.title")}
        name="title_suffix"
        required
        autoComplete="off"
        maxLength={LISTING_LIMITS.TITLE_MAX}
        hint={t("listingForm.fields.titleHint", { min: LISTING_LIMITS.TITLE_MIN, max: LISTING_LIMITS.TITLE_MAX })}
        defaultValue={values.title_suffix}
        error={errors.title_suffix}
      />
      <Textarea
        label={t("listingForm.fields.description")}
        name="description"
        required
        rows={6}
        maxLength={LISTING_LIMITS.DESCRIPTION_MAX}
        showCount
        hint={t("listingForm.fields.descriptionHint", { min: LISTING_LIMITS.DESCRIPTION_MIN })}
        defaultValue={values.description}
        error={errors.description}
      />
    </fieldset>
  );
}
