import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError, MESSAGES, validationFailed } from "./http-error.js";
import { toFieldErrors, type SchemaError } from "./validation-errors.js";

/** The one place that turns every failure into the contract's error shapes (unrouted requests: not-found-handler.ts). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(
    (error: FastifyError & { validation?: SchemaError[]; validationContext?: string }, request, reply) => {
      let http: HttpError;
      if (error instanceof HttpError) {
        http = error;
      } else if (error.validation) {
        http = validationFailed(toFieldErrors(error.validation, error.validationContext));
      } else if (
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
        error.code === "FST_ERR_CTP_EMPTY_JSON_BODY" ||
        error.name === "SyntaxError"
      ) {
        http = validationFailed({ body: [MESSAGES.invalidJson] });
      } else if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        http = validationFailed({ body: [MESSAGES.tooLarge] });
      } else if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
        http = validationFailed({ body: [MESSAGES.unsupportedMediaType] });
      } else if (error.statusCode === 429) {
        http = new HttpError(429, { errors: error.message, retry_after: 60 }, { "retry-after": "60" });
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        http = validationFailed({ request: [MESSAGES.validation] });
      } else {
        http = new HttpError(500, { errors: MESSAGES.server });
      }
      if (http.statusCode >= 500 && http.statusCode !== 501) request.log.error({ err: error }, "server error");
      if (http.headers) reply.headers(http.headers);
      return reply.status(http.statusCode).send(http.body);
    },
  );
}
