import type { ProblemDialog } from "../../lib/api-problem";

/** What the login action answers when it does not redirect (shown by the login form). */
export type LoginActionData = {
  /** Field name → messages, from the 470 response or the server-side schema check. */
  fieldErrors: Record<string, string[]>;
  /** A message not tied to a field (rate limit, unexpected refusal). */
  formError: string | null;
  /** 403 `needs_activation`: the form offers "Kirim ulang email aktivasi". */
  needsActivation?: boolean;
  /** 403 `needs_conversion`: the form offers to turn the account into an agent account. */
  needsConversion?: boolean;
  /** The e-mail a new activation link was just sent to. */
  activationResentTo?: string;
  /** The error dialog ("Oops..." for a server error). */
  dialog?: ProblemDialog | null;
};
