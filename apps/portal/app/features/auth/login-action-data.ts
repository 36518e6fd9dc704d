/** What the login action answers when it does not redirect (shown by the login form). */
export type LoginActionData = {
  /** Field name → messages, from the 470 response or the server-side schema check. */
  fieldErrors: Record<string, string[]>;
  /** A message not tied to a field (rate limit, unexpected refusal). */
  formError: string | null;
};
