import type { FastifyInstance } from "fastify";

/**
 * Many clients send `Content-Type: application/json` with an empty body on calls that carry none (logout, a
 * resend button). Fastify refuses that as malformed JSON; here an empty or blank body is read as no body, so the
 * operation's own rules decide (no body expected: fine; a body required: 470 on its fields). Anything else is
 * parsed by Fastify's own parser, prototype-poisoning checks included.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if ((body as string).trim() === "") {
      done(null, undefined);
      return;
    }
    void parseJson(request, body as string, done);
  });
}
