export { listDevOutbox } from "./list-dev-outbox.js";
