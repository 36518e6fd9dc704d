import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { authOf } from "../../kernels/auth/authenticate.js";
import { pageMeta, pagingOf } from "../../platform/http/page-meta.js";
import { listNotifications as listRows } from "./notification-repository.js";
import { presentNotification } from "./present-notification.js";

export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /api/notifications?page: the caller's notifications, newest first. */
export const listNotifications: OperationHandler<"listNotifications"> = async (request) => {
  const { userId } = authOf(request);
  const paging = pagingOf(request.query.page, NOTIFICATION_PAGE_SIZE);
  const { rows, total } = await listRows(request.server.database.db, userId, paging.limit, paging.offset);
  return {
    data: rows.map(presentNotification),
    meta: pageMeta(paging, total),
  };
};
