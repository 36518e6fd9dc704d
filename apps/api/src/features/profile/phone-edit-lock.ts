import type { AppDb } from "../../platform/db/client.js";
import { readAppSetting } from "../../kernels/settings/read-app-setting.js";
import { clock } from "../../platform/clock.js";

const DAY_MS = 86_400_000;

/**
 * The moment the phone number may be changed again (allow_edit_phone_number_after): lockDays after the last
 * change (users.phone_number_changed_at), or null when a change is allowed now. POST /api/profile/phone_number
 * refuses before it.
 */
export function phoneEditAllowedAfter(
  changedAt: Date | string | null,
  lockDays: number,
  now = clock.now(),
): Date | null {
  if (changedAt === null) return null;
  const until = new Date(new Date(changedAt).getTime() + lockDays * DAY_MS);
  return until > now ? until : null;
}

/** app_settings.phone_number_change = { lock_days } */
export async function readPhoneLockDays(db: AppDb): Promise<number> {
  return (await readAppSetting<{ lock_days: number }>(db, "phone_number_change")).lock_days;
}
