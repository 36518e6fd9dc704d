import type { components } from "@griya/api-client/schema";
import type { NotificationRow } from "./notification-repository.js";

const iso = (d: Date | string) => new Date(d).toISOString();

type Notification = components["schemas"]["Notification"];

/** The contract's Notification: the stored body is its `message`. */
export function presentNotification(r: NotificationRow): Notification {
  return {
    uuid: r.uuid,
    type: r.type,
    title: r.title,
    message: r.body,
    data: r.data,
    read_at: r.read_at === null ? null : iso(r.read_at),
    created_at: iso(r.created_at),
  };
}
