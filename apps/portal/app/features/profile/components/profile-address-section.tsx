import { ACCOUNT_LIMITS } from "@griya/domain/account-schemas";
import { Textarea } from "@griya/ui/textarea";
import { useTranslation } from "react-i18next";
import { RegionCascade } from "../../../components/region-cascade";
import type { AgentProfile } from "../queries";
import "../../../locales/profile";

/** The profile's address: the street address and the regional selects. */
export function ProfileAddressSection({ edit, errors }: { edit: AgentProfile; errors: Record<string, string[]> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-section">
      <legend className="section-title">{t("profile.sectionAddress")}</legend>
      <p className="g-field-hint" id="profile-address-hint">
        {t("profile.addressHint")}
      </p>
      <Textarea
        label={t("profile.address")}
        name="address"
        aria-describedby="profile-address-hint"
        rows={3}
        maxLength={ACCOUNT_LIMITS.ADDRESS_MAX}
        showCount
        defaultValue={edit.address ?? ""}
        error={errors.address}
      />
      <RegionCascade
        fields={[
          { name: "province_id", label: t("profile.province") },
          { name: "city_id", label: t("profile.city") },
          { name: "district_id", label: t("profile.district") },
          { name: "village_id", label: t("profile.village") },
        ]}
        defaultValue={{
          province_id: edit.province_id ?? "",
          city_id: edit.city_id ?? "",
          district_id: edit.district_id ?? "",
          village_id: edit.village_id ?? "",
        }}
        errors={errors}
        required={false}
      />
    </fieldset>
  );
}
