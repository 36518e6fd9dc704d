import { fieldErrors, loginSchema } from "@griya/domain/auth-schemas";
import { Button } from "@griya/ui/button";
import { Checkbox } from "@griya/ui/checkbox";
import { PasswordField } from "@griya/ui/password-field";
import { TextField } from "@griya/ui/text-field";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import * as v from "valibot";
import { text } from "../../../lib/form-data";
import { reportProblem } from "../../../lib/problem-store";
import { pathTo } from "../../../paths";
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
  const [clientErrors, setClientErrors] = useState<Record<string, string[]> | null>(null);

  const result = fetcher.data ?? documentResult;
  const errors = clientErrors ?? result?.fieldErrors ?? {};
  const formError = clientErrors ? null : (result?.formError ?? null);
  const submitting = fetcher.state !== "idle";

  // A server error ("Oops...") is a dialog (docs/product/error-codes.md#what-the-portal-shows).
  useEffect(() => {
    if (result?.dialog) reportProblem({ kind: "dialog", dialog: result.dialog });
  }, [result]);

  // After a failed attempt, move focus to the first field that needs fixing (keyboard and screen readers).
  useEffect(() => {
    const form = formRef.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>(".form-error")
    )?.focus();
  }, [clientErrors, result]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Resending the activation e-mail needs only the e-mail address; the server checks it.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === RESEND_ACTIVATION_INTENT) {
      setClientErrors(null);
      return;
    }
    const form = new FormData(event.currentTarget);
    const parsed = v.safeParse(loginSchema, {
      email: text(form, "email"),
      password: text(form, "password"),
      remember: form.get("remember") === "true",
    });
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.issues));
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={pathTo("login")}
      noValidate
      onSubmit={onSubmit}
      className="g-stack login-form"
    >
      {formError && (
        <p className="form-error" role="alert" tabIndex={-1}>
          {formError}
        </p>
      )}
      {result?.activationResentTo && (
        <p className="form-success" role="status">
          {t("auth.activationResent", { email: result.activationResentTo })}
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
      {result?.needsActivation && (
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
      {result?.needsConversion && (
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
