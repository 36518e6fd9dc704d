import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { describeErrorCode } from "@griya/domain/error-codes";
import { monthLabel, type YearMonth } from "@griya/domain/featured-agents";
import { authOf } from "../../kernels/auth/authenticate.js";
import { invalidField, invalidFields, refuse } from "../../platform/openapi/refusal.js";
import { buyFeaturedSlots, type BuyFeaturedSlotsResult, type SpendNumbers } from "./buy-featured-slots-service.js";
import { presentSlot, UNKNOWN_AREA } from "./featured-slots.js";
import { clock } from "../../platform/clock.js";

const outsideWindow = (m: YearMonth) =>
  `${monthLabel(m)} tidak dapat dibeli: pilih bulan ini sampai 11 bulan ke depan.`;
const soldOut = (m: YearMonth) => `Slot Featured Agent ${monthLabel(m)} di area ini sudah penuh.`;
const alreadyHeld = (m: YearMonth) => `Anda sudah menjadi Featured Agent area ini pada ${monthLabel(m)}.`;

/** 422 BusinessRefusal 1007/1008 with the numbers the dialog shows (docs/product/error-codes.md). */
function businessRefusal(code: 1007 | 1008, numbers: SpendNumbers) {
  return refuse(422, { code, errors: describeErrorCode(code, numbers).message, ...numbers });
}

function refusalAnswer(refusal: Extract<BuyFeaturedSlotsResult, { ok: false }>) {
  switch (refusal.reason) {
    case "outside_window":
      return invalidFields({ availabilities: refusal.months.map(outsideWindow) });
    case "unknown_area":
      return invalidField("area_id", UNKNOWN_AREA);
    case "unavailable":
      return invalidFields({
        availabilities: refusal.months.map((m) => (m.held ? alreadyHeld(m.month) : soldOut(m.month))),
      });
    case "membership_inactive":
      return businessRefusal(1008, refusal.numbers);
    case "not_enough_coins":
      return businessRefusal(1007, refusal.numbers);
  }
}

/** POST /api/featured_agents/buy {area_id, availabilities[{month, year}]}: 470 for months or an area it cannot buy. */
export const buyFeaturedAgentSlots: OperationHandler<"buyFeaturedAgentSlots"> = async (request, reply) => {
  const { userId } = authOf(request);
  const { area_id: areaId, availabilities } = request.body;
  const bought = await buyFeaturedSlots(request.server.database.db, userId, areaId, availabilities, clock.now());
  if (!bought.ok) return refusalAnswer(bought);
  return reply.code(201).send({ data: bought.slots.map(presentSlot) });
};
