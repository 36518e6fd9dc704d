export { getMembershipActions } from "./get-membership-actions.js";
