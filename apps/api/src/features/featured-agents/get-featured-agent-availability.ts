import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import {
  daysInMonth,
  featuredMonthPrice,
  monthDaysLeft,
  monthIndex,
  monthName,
  placesLeft,
  purchasableMonths,
} from "@griya/domain/featured-agents";
import { authOf } from "../../kernels/auth/authenticate.js";
import { invalidField } from "../../platform/openapi/refusal.js";
import { coinPrice } from "../listings/index.js";
import { findArea } from "./featured-agent-repository.js";
import { monthsTaken, UNKNOWN_AREA } from "./featured-slots.js";
import { clock } from "../../platform/clock.js";

/**
 * GET /api/featured_agents/availability?area_id: the 12 months that can be bought, with the places left, the days
 * left and the price: the one the purchase charges at the same clock (the current month by its days left, ADR 0051).
 */
export const getFeaturedAgentAvailability: OperationHandler<"getFeaturedAgentAvailability"> = async (request) => {
  const { userId } = authOf(request);
  const { area_id: areaId } = request.query;
  const { db } = request.server.database;
  if (!(await findArea(db, areaId))) return invalidField("area_id", UNKNOWN_AREA);
  const now = clock.now();
  const months = purchasableMonths(now);
  const taken = await monthsTaken(db, areaId, userId, months);
  const fullPrice = await coinPrice(db, "FEATURED_AGENT");
  return {
    data: months.map((m) => {
      const t = taken.get(monthIndex(m));
      const left = placesLeft(t?.sold ?? 0);
      const purchased = t?.mine ?? false;
      const daysLeft = monthDaysLeft(m, now);
      return {
        month: m.month,
        month_name: monthName(m.month),
        year: m.year,
        available: left > 0 && !purchased,
        places_left: left,
        purchased,
        days_left: daysLeft,
        coin_cost: featuredMonthPrice(fullPrice, daysLeft, daysInMonth(m)),
      };
    }),
  };
};
