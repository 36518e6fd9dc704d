import type { FastifyInstance } from "fastify";
import type { OpenApiDocument } from "../openapi/load-spec.js";
import { acceptEmptyJsonBody } from "./json-body-parser.js";
import { installNotFoundHandler } from "./not-found-handler.js";
import { refuseNulCharacters } from "./refuse-nul-characters.js";

/**
 * What every request passes before an operation sees it, whatever the operation: an empty JSON body is no body,
 * NUL characters are refused (470), and requests no route takes answer 404 or 405 in the contract's shape.
 * Called before the routes are registered, like every app-wide hook.
 */
export function installRequestGuards(app: FastifyInstance, spec: OpenApiDocument): void {
  acceptEmptyJsonBody(app);
  app.addHook("preValidation", refuseNulCharacters);
  installNotFoundHandler(app, spec);
}
