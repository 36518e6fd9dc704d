import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify, { type FastifyInstance } from "fastify";
import { installErrorHandler } from "../src/platform/http/error-handler.js";
import { MESSAGES } from "../src/platform/http/http-error.js";

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get("/boom", async () => {
    throw new Error('relation "users" does not exist at /srv/app.js:10');
  });
  await app.ready();
});
afterAll(() => app.close());

describe("error handler", () => {
  it("answers an unexpected failure with the generic Indonesian 500, never the stack or SQL", async () => {
    const res = await app.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errors: MESSAGES.server });
    expect(res.body).not.toMatch(/relation|app\.js|\bat \//);
  });
});
