export { getHelpFacts } from "./get-help-facts.js";
export { submitHelpFeedback } from "./submit-help-feedback.js";
