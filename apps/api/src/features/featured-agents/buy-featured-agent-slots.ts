import type { OperationHandler } from "../../openapi/operation-handler.js";
import { sql } from "drizzle-orm";
import { describeErrorCode } from "@griya/domain/error-codes";
import {
  distinctMonths,
  featuredCost,
  isPurchasableMonth,
  monthIndex,
  monthLabel,
  type YearMonth,
} from "@griya/domain/featured-agents";
import { authOf } from "../../auth/authenticate.js";
import { coinBalance, spendCoins } from "../../coins/ledger.js";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { HttpError, validationFailed } from "../../http/http-error.js";
import { coinPrice } from "../listings/listing-repository.js";
import { findArea, isFull, monthsTaken, presentSlot, type SlotRow } from "./featured-slots.js";

const outsideWindow = (m: YearMonth) =>
  `${monthLabel(m)} tidak dapat dibeli: pilih bulan ini sampai 11 bulan ke depan.`;
const soldOut = (m: YearMonth) => `Slot Featured Agent ${monthLabel(m)} di area ini sudah penuh.`;
const alreadyHeld = (m: YearMonth) => `Anda sudah menjadi Featured Agent area ini pada ${monthLabel(m)}.`;

/** 422 BusinessRefusal 1007/1008 with the numbers the dialog shows (SPEC §8). */
function refusal(code: 1007 | 1008, fields: { coins_remaining: number; required_coins: number }): HttpError {
  return new HttpError(422, { code, errors: describeErrorCode(code, fields).message, ...fields });
}

/**
 * Buys the months in one transaction (ADR 0033): the district row lock serialises the purchases of an area, so
 * the places are counted after every earlier buyer committed; then membership (1008), places, coins (1007), and
 * the spend through the ledger. Any refusal rolls back, so nothing is spent.
 */
async function buyInTx(tx: AppDb, userId: number, areaId: string, asked: readonly YearMonth[], now: Date) {
  const months = distinctMonths(asked);
  const outside = months.filter((m) => !isPurchasableMonth(m, now));
  if (outside.length > 0) throw validationFailed({ availabilities: outside.map(outsideWindow) });

  const area = await findArea(tx, areaId, true);
  const requiredCoins = featuredCost(months.length, await coinPrice(tx, "FEATURED_AGENT"));
  const balance = await coinBalance(tx, userId);
  const numbers = { coins_remaining: balance.spendable, required_coins: requiredCoins };
  if (!balance.membershipActive) throw refusal(1008, numbers);

  const taken = await monthsTaken(tx, areaId, userId, months);
  const problems = months.flatMap((m) => {
    const t = taken.get(monthIndex(m));
    if (t?.mine) return [alreadyHeld(m)];
    return isFull(t) ? [soldOut(m)] : [];
  });
  if (problems.length > 0) throw validationFailed({ availabilities: problems });
  if (balance.spendable < requiredCoins) throw refusal(1007, numbers);

  const spent = await spendCoins(tx, {
    userId,
    activity: "FEATURED_AGENT",
    amount: requiredCoins,
    listingName: `${area.name}: ${months.map(monthLabel).join(", ")}`,
  });
  if (!spent.ok && spent.reason === "membership_inactive") throw refusal(1008, numbers);
  if (!spent.ok) throw refusal(1007, { ...numbers, coins_remaining: spent.coinsRemaining });

  const values = sql.join(
    months.map((m) => sql`(${userId}, ${areaId}, ${m.year}, ${m.month}, ${spent.usageId})`),
    sql`, `,
  );
  const rows = await rowsOf<SlotRow>(
    tx,
    sql`
    INSERT INTO featured_agent_slots (user_id, district_id, year, month, coin_usage_id) VALUES ${values}
    RETURNING uuid::text AS uuid, district_id AS area_id, ${area.name}::text AS area, year, month`,
  );
  return rows.sort((a, b) => monthIndex(a) - monthIndex(b)).map(presentSlot);
}

/** POST /api/featured_agents/buy {area_id, availabilities[{month, year}]}. */
export const buyFeaturedAgentSlots: OperationHandler<"buyFeaturedAgentSlots"> = async (request, reply) => {
  const { userId } = authOf(request);
  const { area_id: areaId, availabilities } = request.body;
  const data = await request.server.database.db.transaction((tx) =>
    buyInTx(tx, userId, areaId, availabilities, new Date()),
  );
  return reply.code(201).send({ data });
};
