import { ACCOUNT_LIMITS } from "@griya/domain/account-schemas";
import { TextField } from "@griya/ui/text-field";
import { useTranslation } from "react-i18next";
import { socialMediaFieldName } from "../profile-forms";
import type { AgentProfile, ProfileForm } from "../queries";
import "../../../locales/profile";

/** Every "social_medias…" message (server paths may carry an index) shown once on the group. */
function socialMediaErrors(errors: Record<string, string[]>): string[] | undefined {
  const messages = Object.entries(errors)
    .filter(([key]) => key.startsWith("social_medias"))
    .flatMap(([, list]) => list);
  return messages.length > 0 ? [...new Set(messages)] : undefined;
}

export type ProfileSocialSectionProps = {
  socialMedias: ProfileForm["base_data"]["social_medias"];
  /** The values the inputs start from. */
  edit: AgentProfile;
  errors: Record<string, string[]>;
};

/** The profile's social media links, one field per network. */
export function ProfileSocialSection({ socialMedias, edit, errors }: ProfileSocialSectionProps) {
  const { t } = useTranslation();
  const socialValues = new Map(edit.social_medias.map((link) => [link.id, link.value]));
  const messages = socialMediaErrors(errors);
  return (
    <fieldset className="form-section">
      <legend className="section-title">{t("profile.sectionSocial")}</legend>
      {messages && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {messages.join(" ")}
        </p>
      )}
      <div className="form-grid">
        {socialMedias.map((social) => (
          <TextField
            key={social.id}
            label={social.name}
            name={socialMediaFieldName(social.id)}
            placeholder={social.placeholder}
            maxLength={ACCOUNT_LIMITS.SOCIAL_MEDIA_VALUE_MAX}
            defaultValue={socialValues.get(social.id) ?? ""}
            hint={t("profile.socialHint")}
          />
        ))}
      </div>
    </fieldset>
  );
}
