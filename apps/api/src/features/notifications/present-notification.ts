import type { components } from "@griya/api-client/schema";
import type { NotificationRow } from "./notification-repository.js";

type Notification = components["schemas"]["Notification"];

/** The contract's Notification: the stored body is its `message`. */
export function presentNotification(r: NotificationRow): Notification {
  return {
    uuid: r.uuid,
    type: r.type,
    title: r.title,
    message: r.body,
    data: r.data,
    read_at: r.readAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
