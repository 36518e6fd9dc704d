export { getPublicConfig } from "./get-public-config.js";
