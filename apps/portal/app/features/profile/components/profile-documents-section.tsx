import { ACCOUNT_LIMITS } from "@griya/domain/account-schemas";
import { useTranslation } from "react-i18next";
import type { AgentProfile } from "../queries";
import { DocumentField } from "./document-field";
import "../../../locales/profile";

/** The profile's identity documents: KTP and NPWP, each a number and a photo. */
export function ProfileDocumentsSection({ edit, errors }: { edit: AgentProfile; errors: Record<string, string[]> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="form-section">
      <legend className="section-title">{t("profile.sectionDocuments")}</legend>
      <DocumentField
        purpose="ktp"
        numberLabel={t("profile.ktpNumber")}
        numberHint={t("profile.ktpNumberHint")}
        photoLabel={t("profile.ktpPhoto")}
        numberMaxLength={ACCOUNT_LIMITS.KTP_LENGTH}
        defaultNumber={edit.ktp_number}
        defaultPhotoUuid={edit.ktp_photo_uuid}
        defaultPhotoUrl={edit.ktp_photo_url}
        errors={errors}
      />
      <DocumentField
        purpose="npwp"
        numberLabel={t("profile.npwpNumber")}
        numberHint={t("profile.npwpNumberHint")}
        photoLabel={t("profile.npwpPhoto")}
        numberMaxLength={ACCOUNT_LIMITS.NPWP_MAX}
        defaultNumber={edit.npwp_number}
        defaultPhotoUuid={edit.npwp_photo_uuid}
        defaultPhotoUrl={edit.npwp_photo_url}
        errors={errors}
      />
    </fieldset>
  );
}
