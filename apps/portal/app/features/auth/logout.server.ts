import { loginRedirectPath } from "@griya/domain/guard";
import { redirect } from "react-router";
import { logout } from "../../lib/api.server";
import { clearedTokenCookie, readTokenCookie } from "../../lib/auth-cookie";
import { isHttps } from "../../lib/cookies";
import { safeRedirect } from "../../lib/safe-redirect";

/**
 * POST /logout: revokes the token (errors ignored; docs/product/portal.md#signing-in-and-the-session), clears the
 * cookie and goes to the login page. A `redirect` field (the page whose session ended) is handed to the login page,
 * which returns there afterwards.
 */
export async function logoutAction(request: Request, loginPath: string) {
  const form = await request.formData().catch(() => null);
  const back = safeRedirect(form?.get("redirect"), "");
  const token = readTokenCookie(request);
  if (token) await logout(token);
  const target = back === "" ? loginPath : loginRedirectPath(back);
  return redirect(target, { headers: { "Set-Cookie": clearedTokenCookie({ secure: isHttps(request) }) } });
}
