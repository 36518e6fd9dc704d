import { RateLimitError, ValidationError } from "@griya/api-client/errors";
import { phoneChangeSchema, phoneSchema } from "@griya/domain/account-schemas";
import { fieldErrors } from "@griya/domain/auth-schemas";
import { cannotChangePhoneBefore } from "@griya/domain/error-codes";
import { Alert } from "@griya/ui/alert";
import { Button } from "@griya/ui/button";
import { Dialog } from "@griya/ui/dialog";
import { OtpInput } from "@griya/ui/otp-input";
import { ResendButton } from "@griya/ui/resend-button";
import { PasswordField } from "@griya/ui/password-field";
import { TextField } from "@griya/ui/text-field";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import * as v from "valibot";
import { browserApi } from "../../../lib/browser-api";
import { reportApiError } from "../../../lib/report-api-error";
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
type Problems = { fields: Record<string, string[]>; message: string | null };
const NO_PROBLEMS: Problems = { fields: {}, message: null };

/** What a failed phone call means for this dialog: field messages, an inline note, or global handling. */
function problemsOf(error: unknown): Problems {
  if (error instanceof ValidationError) return { fields: error.errors, message: null };
  if (error instanceof RateLimitError) return { fields: {}, message: error.message };
  reportApiError(error);
  return NO_PROBLEMS;
}

/**
 * The phone modal of /profile: the new number gets an OTP (POST /api/user_verify/update_phone_send_otp, which
 * keeps a verified number unchanged), then POST /api/profile/phone_number with number, code and the account's
 * password (a session alone may not move the number; the old number and the e-mail are told). Refused before
 * `allow_edit_phone_number_after` (SPEC §8 message).
 */
export function PhoneChangeDialog({ open, onOpenChange, allowEditAfter, onChanged }: PhoneChangeDialogProps) {
  const { t } = useTranslation();
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
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);

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
      setProblems(NO_PROBLEMS);
      setSent({ phone: answer.phone_number, resendAvailableAt: Date.parse(answer.resend_available_at) });
    },
    onError: (error) => setProblems(problemsOf(error)),
  });

  const change = useMutation({
    mutationFn: async (body: v.InferOutput<typeof phoneChangeSchema>) => {
      await browserApi().POST("/api/profile/phone_number", { body });
    },
    meta: { silent: true },
    onSuccess: onDone,
    onError: (error) => setProblems(problemsOf(error)),
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = readPhoneChangeForm(new FormData(event.currentTarget));
    if (!sent) {
      const parsed = v.safeParse(phoneSchema, { phone_number: input.phone_number });
      if (!parsed.success) return setProblems({ fields: fieldErrors(parsed.issues), message: null });
      sendOtp.mutate(parsed.output.phone_number);
      return;
    }
    const parsed = v.safeParse(phoneChangeSchema, {
      phone_number: sent.phone,
      otp: input.otp,
      password: input.password,
    });
    if (!parsed.success) return setProblems({ fields: fieldErrors(parsed.issues), message: null });
    change.mutate(parsed.output);
  }

  const errors = problems.fields;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="g-stack">
      {problems.message && <Alert tone="warning">{problems.message}</Alert>}
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
                setProblems(NO_PROBLEMS);
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
