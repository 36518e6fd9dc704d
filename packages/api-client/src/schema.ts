// Types generated from openapi/ by openapi-typescript (`pnpm generate`); never edited by hand.
export type { paths, components, operations } from "./generated/schema.js";
import type { components } from "./generated/schema.js";

export type Schemas = components["schemas"];
export type User = Schemas["User"];
export type Membership = Schemas["Membership"];
