export { listNotifications } from "./list-notifications.js";
export { markNotificationRead } from "./mark-notification-read.js";
export { insertNotification } from "./notification-repository.js";
