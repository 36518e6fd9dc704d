export { listRepostSchedules } from "./list-repost-schedules.js";
export {
  LISTING_NOT_ACTIVE_FAILURE,
  SCHEDULED_REPOST_FAILED,
  refusalFailure,
  repostFailureEmail,
  repostFailureTexts,
  type FailedSlot,
  type RepostFailure,
} from "./repost-failure-messages.js";
export { saveRepostSchedules } from "./save-repost-schedules.js";
