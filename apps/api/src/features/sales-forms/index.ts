export { submitAgentRegistration } from "./submit-agent-registration.js";
export { submitFindProjectInquiry } from "./submit-find-project-inquiry.js";
export { submitProjectRegistration } from "./submit-project-registration.js";
