export { getHomeSummary } from "./get-home-summary.js";
