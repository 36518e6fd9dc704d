import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { OperationHandler } from "./operation-handler.js";
import { forbidden, invalidField, notFound, Refusal, refuse } from "./refusal.js";
import { answeringRefusals } from "./register-routes.js";

// Type-level checks (ADR 0059): `pnpm check` runs tsc over this file, and each @ts-expect-error fails it when the
// line below it stops being an error. The handlers are never called.
const business = {
  code: 1001,
  errors: "Koin tidak mencukupi",
  coins_remaining: 0,
  required_coins: 5,
  listing_slot: 10,
};

export const declared: OperationHandler<"activateListing"> = async (request) =>
  request.body.uuid === "" ? invalidField("uuid", "Wajib diisi.") : refuse(422, { ...business, code: 1001 });

export const undeclaredStatus: OperationHandler<"deactivateListing"> = async () =>
  // @ts-expect-error deactivateListing declares no 422
  refuse(422, { ...business, code: 1001 });

export const wrongBody: OperationHandler<"deactivateListing"> = async () =>
  // @ts-expect-error a 470's body is ValidationFailed ({ message, errors }), not an ErrorMessage
  new Refusal(470, { errors: "Listing ini sudah aktif." });

export const notARefusal: OperationHandler<"deactivateListing"> = async () =>
  // @ts-expect-error a plain object is not a Refusal: it would be sent as a 200 body
  ({ status: 404, body: { errors: "Listing tidak ditemukan." } });

export const undeclaredNotFound: OperationHandler<"listCoinUsages"> = async () =>
  // @ts-expect-error listCoinUsages declares no 404
  notFound();

export const loginNeedsActivation: OperationHandler<"loginAgent"> = async () =>
  refuse(403, { errors: "Akun Anda belum aktif.", needs_activation: true });

// @ts-expect-error ErrorMessage has no `code`: an undeclared property fails where the body is written
export const extraProperty = refuse(404, { errors: "Tidak ditemukan.", code: 1001 });

// @ts-expect-error 422's body needs its code
export const missingCode = refuse(422, { errors: "Koin tidak mencukupi" });

describe("a refusal returned by a handler", () => {
  async function answer(result: unknown) {
    const app = Fastify();
    app.get(
      "/",
      answeringRefusals(async () => result),
    );
    const res = await app.inject({ method: "GET", url: "/" });
    await app.close();
    return { status: res.statusCode, body: res.json<unknown>() };
  }

  it("is sent with its status and body", async () => {
    expect(await answer(forbidden("Pesanan ini sudah dibayar."))).toEqual({
      status: 403,
      body: { errors: "Pesanan ini sudah dibayar." },
    });
    expect(await answer(invalidField("uuid", "Wajib diisi."))).toEqual({
      status: 470,
      body: {
        message: "Data yang Anda kirim belum benar. Periksa kembali isian yang ditandai.",
        errors: { uuid: ["Wajib diisi."] },
      },
    });
  });

  it("leaves any other answer as the handler gave it", async () => {
    expect(await answer({ status: 404, body: { errors: "x" } })).toEqual({
      status: 200,
      body: { status: 404, body: { errors: "x" } },
    });
  });
});
