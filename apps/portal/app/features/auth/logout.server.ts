import { redirect } from "react-router";
import { logout } from "../../lib/api.server";
import { clearedTokenCookie, readTokenCookie } from "../../lib/auth-cookie";
import { isHttps } from "../../lib/cookies";

/** POST /logout: revokes the token (errors ignored, SPEC §8), clears the cookie and goes to the login page. */
export async function logoutAction(request: Request, loginPath: string) {
  const token = readTokenCookie(request);
  if (token) await logout(token);
  return redirect(loginPath, { headers: { "Set-Cookie": clearedTokenCookie({ secure: isHttps(request) }) } });
}
