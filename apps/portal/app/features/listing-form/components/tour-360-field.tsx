import { TOUR_360_PROVIDER_NAMES, TOUR_360_URL_MAX } from "@griya/domain/tour-360";
import { TextField } from "@griya/ui/text-field";
import { useTranslation } from "react-i18next";
import "../../../locales/listing-form";

export type Tour360FieldProps = {
  defaultValue: string;
  error?: string[];
};

/** The 360° tour link, shown only to agents on the embed_360 allow-list; the help names the providers accepted. */
export function Tour360Field({ defaultValue, error }: Tour360FieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-section">
      <legend className="section-title">{t("listingForm.sections.tour360")}</legend>
      <TextField
        label={t("listingForm.tour360Label")}
        name="tour_360_url"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://kuula.co/post/…"
        maxLength={TOUR_360_URL_MAX}
        hint={t("listingForm.tour360Hint", { providers: TOUR_360_PROVIDER_NAMES })}
        defaultValue={defaultValue}
        error={error}
      />
    </fieldset>
  );
}
