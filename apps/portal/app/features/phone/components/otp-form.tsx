import { otpSchema } from "@griya/domain/account-schemas";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { OtpInput } from "@griya/ui/otp-input";
import { ResendButton } from "@griya/ui/resend-button";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { formFailure, type FormFailure } from "../../../lib/form-result";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { useFormAnswer } from "../../../lib/use-form-answer";
import { pathTo } from "../../../paths";
import { RESEND_OTP_INTENT } from "../otp-intents";
import { readOtpForm } from "../phone-forms";
import type { OtpActionData } from "../otp-action-data";
import "../../../locales/account";

export type OtpFormProps = {
  /** The number the code was sent to (shown to the agent). */
  phone: string;
  /** Epoch ms from which a new code may be requested; null when no code was sent from here yet. */
  resendAvailableAt: number | null;
  documentResult?: OtpActionData;
};

/**
 * /otp: the 6-digit code (POST /api/user_verify/verify_otp) and "Kirim ulang kode" after 60 s. Arriving with no
 * code sent from this browser sends one at once (a reload within the cooldown does not send again); until a code
 * exists, sending it is the main action.
 */
export function OtpForm({ phone, resendAvailableAt, documentResult }: OtpFormProps) {
  const { t } = useTranslation();
  const verify = useFetcher<OtpActionData>();
  const resend = useFetcher<OtpActionData>();
  const verifyResult = verify.data ?? documentResult;
  const resendResult = resend.data;
  const resent = resendResult?.ok ? resendResult : null;

  // The code's messages: the last answer to a press of "Verifikasi", until a new code is on its way (a message
  // about a missing code is stale then: no message at all).
  const verifyFailure = verifyResult && !verifyResult.ok ? verifyResult : undefined;
  const [shown, setShown] = useState({ verifyFailure, resent, result: verifyFailure });
  if (shown.verifyFailure !== verifyFailure) setShown({ verifyFailure, resent, result: verifyFailure });
  else if (shown.resent !== resent)
    setShown({ verifyFailure, resent, result: resent ? formFailure({}) : shown.result });
  const result: FormFailure | undefined = shown.result;

  const formRef = useRef<HTMLFormElement>(null);
  const action = pathTo("otp");
  const answer = useFormAnswer(formRef, result);
  const { form, errors, formError } = useCheckedForm({
    id: "otp-form",
    schema: otpSchema,
    read: readOtpForm,
    result,
    onInvalid: answer.onInvalid,
    onValid: (data) => void verify.submit(data, { method: "post", action }),
  });

  const availableAt = resendResult?.resendAvailableAt ?? resendAvailableAt ?? 0;
  const sent = resendAvailableAt !== null || resent !== null;
  // "Kode OTP baru" only once the agent asked for another code.
  const [askedAgain, setAskedAgain] = useState(resendAvailableAt !== null);
  const autoSent = useRef(false);

  function send() {
    void resend.submit({ intent: RESEND_OTP_INTENT }, { method: "post", action });
  }

  // Once, on arrival: a later render must not send again.
  const sendOnArrival = useEffectEvent(() => {
    if (resendAvailableAt !== null || autoSent.current) return;
    autoSent.current = true;
    send();
  });
  useEffect(() => sendOnArrival(), []);

  // Once a code is on its way, the code field is where to go next (unless the agent is busy elsewhere on the page).
  useEffect(() => {
    if (!resent) return;
    if (document.activeElement === null || document.activeElement === document.body) {
      formRef.current?.querySelector<HTMLInputElement>('input[name="otp"]')?.focus();
    }
  }, [resent]);

  const sendButton = (
    <ResendButton
      availableAt={availableAt}
      loading={resend.state !== "idle"}
      label={sent ? t("otp.resend") : t("otp.send")}
      waitingLabel={(seconds) => t("otp.resendWaiting", { seconds })}
      variant={sent ? "ghost" : "primary"}
      fullWidth={!sent}
      onResend={() => {
        setAskedAgain(sent);
        send();
      }}
    />
  );

  return (
    <div className="g-stack">
      <p className="auth-intro">
        {sent ? t("otp.intro") : t("otp.notSentIntro")} <strong className="otp-phone">{phone}</strong>
      </p>
      {resent && (
        <p className="form-success" role="status">
          {t(askedAgain ? "otp.resent" : "otp.sent", { phone: resent.phone })}
        </p>
      )}
      {resendResult && !resendResult.ok && resendResult.formError && (
        <Alert tone="warning">{resendResult.formError}</Alert>
      )}
      {!sent && sendButton}
      <verify.Form
        ref={formRef}
        id={form.id}
        method="post"
        action={action}
        noValidate={form.noValidate}
        onSubmit={form.onSubmit}
        className="g-stack"
      >
        {formError && (
          <p className="form-error" role="alert" tabIndex={-1}>
            {formError}
          </p>
        )}
        <OtpInput
          label={t("otp.label")}
          name="otp"
          hint={t("otp.hint")}
          required
          // eslint-disable-next-line jsx-a11y-x/no-autofocus -- once a code is on its way, typing it is all this page is for
          autoFocus={sent}
          error={errors.otp}
        />
        <Button
          type="submit"
          fullWidth
          variant={sent ? "primary" : "secondary"}
          loading={verify.state !== "idle"}
          loadingLabel={t("common.submitting")}
        >
          {t("otp.submit")}
        </Button>
      </verify.Form>
      <div className="otp-resend">
        {sent && sendButton}
        <Link to={pathTo("inputPhone")}>{t("otp.changeNumber")}</Link>
      </div>
    </div>
  );
}
