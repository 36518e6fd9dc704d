import { emailSchema } from "@griya/domain/account-schemas";
import { loginSchema } from "@griya/domain/auth-schemas";
import { Button } from "@griya/ui/button";
import { Checkbox } from "@griya/ui/checkbox";
import { PasswordField } from "@griya/ui/password-field";
import { TextField } from "@griya/ui/text-field";
import { useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { formFailure } from "../../../lib/form-result";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useFormAnswer } from "../../../lib/use-form-answer";
import { pathTo } from "../../../paths";
import { readEmailForm, readLoginForm } from "../account-forms";
import type { LoginActionData } from "../login-action-data";
import { RESEND_ACTIVATION_INTENT } from "../resend-activation-intent";
import "../../../locales/account";

/** Same value as CONVERT_INTENT of login.server.ts (server-only module). */
const CONVERT_INTENT = "convert";

export type LoginFormProps = {
  /** Where to go after login (a same-site path); the server re-checks it. */
  redirectTo?: string;
  /** The action's answer to a no-JavaScript (document) submission, shown like a fetcher answer. */
  documentResult?: LoginActionData;
  /** Focus the e-mail field on mount (the modal; the page leaves focus alone). */
  focusFirstField?: boolean;
  /** Called when a link inside the form is followed (the modal closes itself). */
  onNavigate?: () => void;
};

/** Login form shared by /login and the login modal: both post to the /login action through a fetcher. */
export function LoginForm({ redirectTo, documentResult, focusFirstField, onNavigate }: LoginFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LoginActionData>();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? documentResult;
  // The login action never answers "ok" (a login redirects): every answer is one the form shows as a failure.
  const result = useMemo(
    () =>
      answer &&
      formFailure({ fieldErrors: answer.fieldErrors, formError: answer.formError, dialog: answer.dialog ?? null }),
    [answer],
  );
  const action = pathTo("login");
  // The page and the dialog may both be on screen: an id of its own.
  const id = useId();
  const { onInvalid } = useFormAnswer(formRef, result);
  const { form, errors, formError } = useCheckedForm({
    id,
    // Resending the activation e-mail asks only for the address (the button pressed is part of the form's data).
    schema: (data) => (data.get("intent") === RESEND_ACTIVATION_INTENT ? emailSchema : loginSchema),
    read: (data) => (data.get("intent") === RESEND_ACTIVATION_INTENT ? readEmailForm(data) : readLoginForm(data)),
    result,
    onInvalid,
    onValid: (data) => void fetcher.submit(data, { method: "post", action }),
  });
  const submitting = fetcher.state !== "idle";

  return (
    <fetcher.Form
      ref={formRef}
      id={form.id}
      method="post"
      action={action}
      noValidate={form.noValidate}
      onSubmit={form.onSubmit}
      className="g-stack login-form"
    >
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      {answer?.activationResentTo && (
        <p className="form-success" role="status">
          {t("auth.activationResent", { email: answer.activationResentTo })}
        </p>
      )}
      {redirectTo && <input type="hidden" name="redirect" value={redirectTo} />}
      <TextField
        label={t("auth.email")}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        // eslint-disable-next-line jsx-a11y-x/no-autofocus -- only the login dialog asks: its first field takes focus as it opens
        autoFocus={focusFirstField}
        error={errors.email}
      />
      <PasswordField
        label={t("auth.password")}
        name="password"
        autoComplete="current-password"
        required
        showLabel={t("auth.showPassword")}
        hideLabel={t("auth.hidePassword")}
        error={errors.password}
      />
      <Checkbox label={t("auth.remember")} name="remember" value="true" error={errors.remember} />
      <Button type="submit" fullWidth loading={submitting} loadingLabel={t("auth.submitting")}>
        {t("auth.submit")}
      </Button>
      {answer?.needsActivation && (
        <Button
          type="submit"
          name="intent"
          value={RESEND_ACTIVATION_INTENT}
          variant="secondary"
          fullWidth
          disabled={submitting}
        >
          {t("auth.resendActivation")}
        </Button>
      )}
      {answer?.needsConversion && (
        <div className="g-stack login-convert">
          <p className="auth-intro">{t("auth.convertIntro")}</p>
          <Button
            type="submit"
            name="intent"
            value={CONVERT_INTENT}
            variant="secondary"
            fullWidth
            disabled={submitting}
          >
            {t("auth.convert")}
          </Button>
        </div>
      )}
      <p className="login-form-links">
        <Link to={pathTo("forgetPass")} onClick={onNavigate}>
          {t("auth.forgotPassword")}
        </Link>
        <span>
          {t("auth.noAccount")}{" "}
          <Link to={pathTo("register")} onClick={onNavigate}>
            {t("auth.register")}
          </Link>
        </span>
      </p>
    </fetcher.Form>
  );
}
