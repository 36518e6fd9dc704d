import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { listNotifications as listRows } from "./notification-repository.js";
import { presentNotification } from "./present-notification.js";

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /api/notifications?page: the caller's notifications, newest first. */
export const listNotifications: OperationHandler<"listNotifications"> = async (request) => {
  const { userId } = authOf(request);
  const { page = 1 } = request.query;
  // The spec bounds page below; a huge page number only needs an offset PostgreSQL accepts.
  const offset = (Math.min(page, 1_000_000) - 1) * NOTIFICATION_PAGE_SIZE;
  const { rows, total } = await listRows(request.server.database.db, userId, NOTIFICATION_PAGE_SIZE, offset);
  return {
    data: rows.map(presentNotification),
    meta: {
      current_page: page,
      per_page: NOTIFICATION_PAGE_SIZE,
      total,
      last_page: Math.max(1, Math.ceil(total / NOTIFICATION_PAGE_SIZE)),
    },
  };
};
