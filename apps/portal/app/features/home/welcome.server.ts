// The welcome of a new agent on the home (ADR 0034's takeover waits for the next day): shown during the Trial
// until the agent closes it, which this browser remembers in a cookie, so the server renders the page as it is.
import { redirect } from "react-router";
import { dataOf } from "../../lib/api-source";
import { serverApiClient } from "../../lib/api.server";
import { isHttps, readCookie, serializeCookie } from "../../lib/cookies";
import type { CurrentUser } from "../../lib/current-user";
import { pathTo } from "../../paths";
import type { WelcomeTrial } from "./welcome";

const WELCOME_COOKIE = "griya_welcome_closed";
const A_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The agents this browser closed the welcome for ("12.34"). */
function closedFor(request: Request): string[] {
  return (readCookie(request.headers.get("cookie"), WELCOME_COOKIE) ?? "").split(".").filter(Boolean);
}

/**
 * The Trial's numbers when the welcome is due: an agent on an active Trial who has not closed it here. When the
 * catalogue cannot be read the welcome waits for a later visit rather than guess its numbers.
 */
export async function welcomeTrial(request: Request, user: CurrentUser | null): Promise<WelcomeTrial | null> {
  const membership = user?.membership;
  if (!user || membership?.type !== "TRIAL" || !membership.is_active) return null;
  if (closedFor(request).includes(String(user.id))) return null;
  try {
    const facts = dataOf(await serverApiClient(null, request).GET("/api/help/facts")).data;
    const trial = facts.memberships.find((tier) => tier.type === "TRIAL");
    return trial
      ? { listingSlots: trial.listing_slots, bonusCoins: trial.bonus_coins, durationDays: trial.duration_days }
      : null;
  } catch {
    return null;
  }
}

/** "Tutup" on the welcome: remembered for this agent in this browser, then home again (works without script). */
export function dismissWelcome(request: Request, user: CurrentUser) {
  const closed = [...new Set([...closedFor(request), String(user.id)])].slice(-10).join(".");
  const cookie = serializeCookie(WELCOME_COOKIE, closed, {
    maxAge: A_YEAR_SECONDS,
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(request),
  });
  return redirect(pathTo("home"), { headers: { "Set-Cookie": cookie } });
}
