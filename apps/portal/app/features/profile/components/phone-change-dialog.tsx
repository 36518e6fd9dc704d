import { RateLimitError, ValidationError } from "@griya/api-client/errors";
import { phoneChangeSchema, phoneSchema } from "@griya/domain/account-schemas";
import { cannotChangePhoneBefore } from "@griya/domain/error-codes";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { Dialog } from "@griya/ui/dialog";
import { OtpInput } from "@griya/ui/otp-input";
import { ResendButton } from "@griya/ui/resend-button";
import { PasswordField } from "@griya/ui/password-field";
import { TextField } from "@griya/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type * as v from "valibot";
import { browserApi } from "../../../lib/browser-api";
import { formFailure, type FormFailure } from "../../../lib/form-result";
import { reportApiError } from "../../../lib/report-api-error";
import { useCheckedForm } from "../../../lib/use-checked-form";
import { readPhoneChangeForm } from "../profile-forms";
import "../../../locales/account";
import "../../../locales/profile";

export type PhoneChangeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** `allow_edit_phone_number_after` of the profile base data: no change before it. */
  allowEditAfter: string | null;
  onChanged: () => void;
};

type Sent = { phone: string; resendAvailableAt: number };

/**
 * The phone modal of /profile: the new number gets an OTP (POST /api/user_verify/update_phone_send_otp, which
 * keeps a verified number unchanged), then POST /api/profile/phone_number with number, code and the account's
 * password (a session alone may not move the number; the old number and the e-mail are told). Refused before
 * `allow_edit_phone_number_after` ("Nomor HP belum dapat diubah sebelum …").
 */
export function PhoneChangeDialog({ open, onOpenChange, allowEditAfter, onChanged }: PhoneChangeDialogProps) {
  const { t } = useTranslation();
  // eslint-disable-next-line react-hooks/purity -- the lock ends on a date days away; each render reads the clock
  const locked = allowEditAfter !== null && Date.parse(allowEditAfter) > Date.now();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("phoneChange.title")}
      description={locked ? undefined : t("phoneChange.intro")}
      closeLabel={t("common.close")}
    >
      {locked ? (
        <div className="g-stack">
          <Alert tone="warning">{cannotChangePhoneBefore(allowEditAfter)}</Alert>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t("common.close")}
          </Button>
        </div>
      ) : (
        <PhoneChangeSteps
          onDone={() => {
            onChanged();
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

function PhoneChangeSteps({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  // The API's 470 messages (on the fields, or above them), and a refusal said inline (too many OTPs).
  const [refused, setRefused] = useState<FormFailure>();
  const [message, setMessage] = useState<string | null>(null);

  /** What a failed phone call means here: field messages, an inline note, or the global handling. */
  function onFailed(error: unknown) {
    if (error instanceof ValidationError) setRefused(formFailure({ fieldErrors: error.errors }));
    else if (error instanceof RateLimitError) setMessage(error.message);
    else reportApiError(error);
  }

  function clearProblems() {
    setRefused(formFailure({}));
    setMessage(null);
  }

  const sendOtp = useMutation({
    mutationFn: async (phone: string) => {
      const { data } = await browserApi().POST("/api/user_verify/update_phone_send_otp", {
        body: { phone_number: phone },
      });
      if (!data) throw new Error("Empty OTP answer");
      return data.data;
    },
    meta: { silent: true },
    onSuccess: (answer) => {
      clearProblems();
      setSent({ phone: answer.phone_number, resendAvailableAt: Date.parse(answer.resend_available_at) });
    },
    onError: onFailed,
  });

  const change = useMutation({
    mutationFn: async (body: v.InferOutput<typeof phoneChangeSchema>) => {
      await browserApi().POST("/api/profile/phone_number", { body });
    },
    meta: { silent: true },
    onSuccess: onDone,
    onError: onFailed,
  });

  // Step one checks the new number; step two the code and password, with the number the code went to.
  const { form, errors } = useCheckedForm({
    id: "phone-change-form",
    schema: sent ? phoneChangeSchema : phoneSchema,
    read: (data) => {
      const input = readPhoneChangeForm(data);
      return sent
        ? { phone_number: sent.phone, otp: input.otp, password: input.password }
        : { phone_number: input.phone_number };
    },
    result: refused,
    onValid: (_data, value) => {
      if ("otp" in value) change.mutate(value);
      else sendOtp.mutate(value.phone_number);
    },
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  return (
    <form ref={formRef} id={form.id} noValidate={form.noValidate} onSubmit={form.onSubmit} className="g-stack">
      {message && <Alert tone="warning">{message}</Alert>}
      {sent ? (
        <>
          <p className="form-success" role="status">
            {t("phoneChange.otpSentTo", { phone: sent.phone })}
          </p>
          {errors.phone_number && (
            <p className="form-error" role="alert" tabIndex={-1}>
              {errors.phone_number.join(" ")}
            </p>
          )}
          {/* eslint-disable-next-line jsx-a11y-x/no-autofocus -- the code was just sent: typing it is the dialog's next step */}
          <OtpInput label={t("otp.label")} name="otp" required autoFocus error={errors.otp} />
          <PasswordField
            label={t("phoneChange.password")}
            name="password"
            autoComplete="current-password"
            required
            hint={t("phoneChange.passwordHint")}
            showLabel={t("auth.showPassword")}
            hideLabel={t("auth.hidePassword")}
            error={errors.password}
          />
          <Button type="submit" loading={change.isPending} loadingLabel={t("common.saving")}>
            {t("phoneChange.submit")}
          </Button>
          <div className="otp-resend">
            <ResendButton
              availableAt={sent.resendAvailableAt}
              loading={sendOtp.isPending}
              label={t("otp.resend")}
              waitingLabel={(seconds) => t("otp.resendWaiting", { seconds })}
              onResend={() => sendOtp.mutate(sent.phone)}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setSent(null);
                clearProblems();
              }}
            >
              {t("phoneChange.back")}
            </Button>
          </div>
        </>
      ) : (
        <>
          <TextField
            label={t("phoneChange.newPhone")}
            name="phone_number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={20}
            // eslint-disable-next-line jsx-a11y-x/no-autofocus -- the dialog opens to ask for this one number
            autoFocus
            hint={t("common.phoneHint")}
            error={errors.phone_number}
          />
          <Button type="submit" loading={sendOtp.isPending} loadingLabel={t("common.submitting")}>
            {t("phoneChange.sendOtp")}
          </Button>
        </>
      )}
    </form>
  );
}
