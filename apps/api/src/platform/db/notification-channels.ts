/** The channels the migrations' triggers announce on, which every pooled connection LISTENs to (client.ts). */
export const NOTIFICATION_CHANNELS = [
  /** A user id whose sessions changed, or `*` for all (migrations/0036, ADR 0074). */
  "session_change",
] as const;

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
