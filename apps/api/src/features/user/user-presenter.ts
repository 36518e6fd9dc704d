import type { components } from "@griya/api-client/schema";
import type { MembershipRow, UserRow } from "../../kernels/auth/user-repository.js";
import { avatarPathUrl } from "../../kernels/files/file-keys.js";
import type { PublicFiles } from "../../kernels/files/public-files.js";
import { clock } from "../../platform/clock.js";

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The User of the contract (GET /api/user-agent): never the password hash or private documents. */
export function presentUser(
  files: PublicFiles,
  user: UserRow,
  membership: MembershipRow | undefined,
  now = clock.now(),
): components["schemas"]["User"] {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone_number: user.phone_number,
    phone_number_verified_at: iso(user.phone_number_verified_at),
    is_passworded: user.password_hash !== null,
    email_verified_at: iso(user.email_verified_at),
    avatar_url: user.avatar_path ? avatarPathUrl(files, user.avatar_path) : null,
    referral_code: user.referral_code,
    admin_project_partner_url: user.admin_project_partner_url,
    membership: membership
      ? {
          type: membership.tier,
          display_name: membership.display_name,
          started_at: iso(membership.started_at) as string,
          expires_at: iso(membership.expires_at) as string,
          is_active: new Date(membership.expires_at) > now,
        }
      : null,
  };
}
