export { AreaDirectory } from "./area-directory.js";
export * as regional from "./regional-handlers.js";
