import type { OperationHandler } from "../../openapi/operation-handler.js";
import { monthIndex, monthName, placesLeft, purchasableMonths } from "@griya/domain/featured-agents";
import { authOf } from "../../auth/authenticate.js";
import { validationFailed } from "../../http/http-error.js";
import { findArea } from "./featured-agent-repository.js";
import { monthsTaken, UNKNOWN_AREA } from "./featured-slots.js";

/** GET /api/featured_agents/availability?area_id: the 12 months that can be bought, with the places left. */
export const getFeaturedAgentAvailability: OperationHandler<"getFeaturedAgentAvailability"> = async (request) => {
  const { userId } = authOf(request);
  const { area_id: areaId } = request.query;
  const { db } = request.server.database;
  if (!(await findArea(db, areaId))) throw validationFailed({ area_id: [UNKNOWN_AREA] });
  const months = purchasableMonths(new Date());
  const taken = await monthsTaken(db, areaId, userId, months);
  return {
    data: months.map((m) => {
      const t = taken.get(monthIndex(m));
      const left = placesLeft(t?.sold ?? 0);
      const purchased = t?.mine ?? false;
      return {
        month: m.month,
        month_name: monthName(m.month),
        year: m.year,
        available: left > 0 && !purchased,
        places_left: left,
        purchased,
      };
    }),
  };
};
