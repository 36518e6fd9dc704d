import { formatRupiah } from "@griya/domain/format";
import { isListingType, isOwnership, ownershipNameField } from "@griya/domain/listing-rules";
import { LISTING_LIMITS, priceBounds } from "@griya/domain/listing-schemas";
import { RadioGroup } from "@griya/ui/radio-group";
import { Select } from "@griya/ui/select";
import { TextField } from "@griya/ui/text-field";
import { Textarea } from "@griya/ui/textarea";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../listing-form-request";
import type { ChangeValues, ListingFormValues } from "../listing-form-values";
import type { ListingFormBase } from "../queries";
import { PriceField } from "./price-field";
import "../../../locales/listing-form";

export type ListingBasicsFieldsProps = {
  base: ListingFormBase;
  values: ListingFormValues;
  onChange: ChangeValues;
  errors: FieldErrors;
};

const options = (items: readonly { id: number | string; name: string }[]) =>
  items.map(({ id, name }) => ({ value: String(id), label: name }));

/** Sale or rent (with the rent period), ownership (and the name it asks for), property type, title, text, price. */
export function ListingBasicsFields({ base, values, onChange, errors }: ListingBasicsFieldsProps) {
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
          value={values.type}
          onChange={(type) => {
            if (isListingType(type)) onChange({ type });
          }}
          error={errors.type}
        />
        {values.type === "R" && (
          <Select
            label={t("listingForm.fields.rentPeriod")}
            name="rent_period_id"
            required
            options={options(base.rent_periods)}
            placeholder={t("common.selectPlaceholder")}
            value={values.rent_period_id}
            onChange={(event) => onChange({ rent_period_id: event.target.value })}
            error={errors.rent_period_id}
          />
        )}
      </div>
      <div className="form-grid">
        <RadioGroup
          label={t("listingForm.fields.ownership")}
          name="ownership"
          required
          options={options(base.ownerships)}
          value={values.ownership}
          onChange={(ownership) => {
            if (isOwnership(ownership)) onChange({ ownership });
          }}
          error={errors.ownership}
        />
        {nameField === "owner_name" && (
          <TextField
            label={t("listingForm.fields.ownerName")}
            name="owner_name"
            required
            autoComplete="off"
            maxLength={LISTING_LIMITS.OWNER_NAME_MAX}
            hint={t("listingForm.fields.ownerNameHint")}
            value={values.owner_name}
            onChange={(event) => onChange({ owner_name: event.target.value })}
            error={errors.owner_name}
          />
        )}
        {nameField === "company_name" && (
          <TextField
            label={t("listingForm.fields.companyName")}
            name="company_name"
            required
            autoComplete="organization"
            maxLength={LISTING_LIMITS.COMPANY_NAME_MAX}
            value={values.company_name}
            onChange={(event) => onChange({ company_name: event.target.value })}
            error={errors.company_name}
          />
        )}
      </div>
      <div className="form-grid">
        <Select
          label={t("listingForm.fields.propertyType")}
          name="property_type_id"
          required
          options={options(base.property_types)}
          placeholder={t("common.selectPlaceholder")}
          value={values.property_type_id}
          onChange={(event) => onChange({ property_type_id: event.target.value })}
          error={errors.property_type_id}
        />
        <PriceField
          label={t("listingForm.fields.price")}
          required
          value={values.price}
          onChange={(price) => onChange({ price })}
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
        value={values.title_suffix}
        onChange={(event) => onChange({ title_suffix: event.target.value })}
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
        value={values.description}
        onChange={(event) => onChange({ description: event.target.value })}
        error={errors.description}
      />
    </fieldset>
  );
}
