import { PasswordField } from "@griya/ui/password-field";
import { useTranslation } from "react-i18next";

export type NewPasswordFieldsProps = {
  errors: Record<string, string[]>;
  passwordLabel: string;
  confirmationLabel: string;
};

/** "password" + "password_confirmation" of the reset, create and change password forms. */
export function NewPasswordFields({ errors, passwordLabel, confirmationLabel }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={passwordLabel}
        name="password"
        autoComplete="new-password"
        required
        maxLength={64}
        hint={t("common.passwordHint")}
        showLabel={t("common.showPassword")}
        hideLabel={t("common.hidePassword")}
        error={errors.password}
      />
      <PasswordField
        label={confirmationLabel}
        name="password_confirmation"
        autoComplete="new-password"
        required
        maxLength={64}
        showLabel={t("common.showPassword")}
        hideLabel={t("common.hidePassword")}
        error={errors.password_confirmation}
      />
    </>
  );
}
