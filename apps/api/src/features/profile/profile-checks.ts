import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { RouteHandlerMethod } from "fastify";
import { authOf } from "../../kernels/auth/authenticate.js";
import { findUserWithMembership } from "../../kernels/auth/user-repository.js";
import { isOnAllowListNow } from "../../kernels/settings/read-allow-lists.js";
import { clock } from "../../platform/clock.js";

export const CHECK_MESSAGES = {
  bookingNeedsPaidMembership: "Menerima booking membutuhkan membership berbayar yang aktif.",
  projectNotAllowed: "Fitur tambah proyek belum tersedia untuk akun Anda.",
  projectNeedsMembership: "Menambah proyek membutuhkan membership yang aktif.",
} as const;

const allowed = { allowed: true, message: null };
const refused = (message: string) => ({ allowed: false, message });

async function activeMembershipOf(request: Parameters<RouteHandlerMethod>[0]) {
  const found = await findUserWithMembership(request.server.database.db, authOf(request).userId);
  const m = found?.membership;
  return m && new Date(m.expires_at) > clock.now() ? m : undefined;
}

/** GET /api/profile/check/can_accept_booking: an active paid membership (TRIAL is not enough). */
export const checkCanAcceptBooking: OperationHandler<"checkCanAcceptBooking"> = async (request) => {
  const m = await activeMembershipOf(request);
  return { data: m && m.tier !== "TRIAL" ? allowed : refused(CHECK_MESSAGES.bookingNeedsPaidMembership) };
};

/** GET /api/profile/check/can_add_project: on the add_sell_projects allow-list and an active membership. */
export const checkCanAddProject: OperationHandler<"checkCanAddProject"> = async (request) => {
  const { userId } = authOf(request);
  const onList = await isOnAllowListNow(request.server.database.db, "add_sell_projects", userId);
  if (!onList) return { data: refused(CHECK_MESSAGES.projectNotAllowed) };
  const m = await activeMembershipOf(request);
  return { data: m ? allowed : refused(CHECK_MESSAGES.projectNeedsMembership) };
};

/** GET /api/profile/check/can_add_project_user_id: the allow-list alone, for the caller or ?user_id=. */
export const checkCanAddProjectUserId: OperationHandler<"checkCanAddProjectUserId"> = async (request) => {
  const { user_id } = request.query;
  const userId = user_id ?? authOf(request).userId;
  const onList = await isOnAllowListNow(request.server.database.db, "add_sell_projects", userId);
  return { data: onList ? allowed : refused(CHECK_MESSAGES.projectNotAllowed) };
};
