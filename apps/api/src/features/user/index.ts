export { getUserAgent } from "./get-user-agent.js";
export { presentUser } from "./user-presenter.js";
