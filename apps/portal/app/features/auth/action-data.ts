import type { FormFailure } from "../../lib/form-result";

/** "Kirim ulang email aktivasi" succeeded. */
type ResendActivationSuccess = { ok: true; intent: "resend-activation"; email: string };

/** What POST /register answers when it does not fail. */
type RegisterSuccess = { ok: true; intent: "register"; email: string; message: string | null };

export type RegisterActionData = RegisterSuccess | ResendActivationSuccess | FormFailure;

export type ResendActivationActionData = ResendActivationSuccess | FormFailure;
