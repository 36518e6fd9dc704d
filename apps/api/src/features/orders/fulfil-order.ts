import { sql } from "drizzle-orm";
import type { MembershipType } from "@griya/domain/membership";
import type { AppDb } from "../../db/client.js";
import { rowsOf } from "../../db/rows-of.js";
import { creditCoins } from "../../coins/ledger.js";
import { applyMembershipLine } from "../../memberships/apply-membership-line.js";
import { loadTiers } from "../../memberships/membership-state.js";
import { readCommerceSettings } from "./commerce-settings.js";
import { nextInvoiceNumber } from "./order-numbers.js";
import type { LineKind } from "./price-checkout.js";

export type FulfilOutcome = "fulfilled" | "already_done" | "not_pending";

type FulfilLine = {
  kind: LineKind;
  product_name: string;
  qty: number;
  duration_days: number | null;
  direct_activation: boolean | null;
  membership_tier: MembershipType | null;
  coin_amount: number | null;
  coin_validity_days: number | null;
  /** The line's price after its share of the promo discount. */
  paid_amount: number;
};

const DAY_MS = 86_400_000;

/**
 * Marks a PENDING order PAID and delivers what it sold, once: memberships (new term, renewal, upgrade, bonus
 * coins, referral reward), listing slots, coin packages, and the invoice number. The order row is locked FOR
 * UPDATE, so a second call (a repeated notification, however concurrent) waits and then finds it PAID:
 * "already_done". A cancelled or expired order is "not_pending" and nothing changes. Runs inside the caller's
 * transaction; any failure rolls the whole delivery back with it.
 */
export async function fulfilOrder(tx: AppDb, orderId: number, paidAt: Date): Promise<FulfilOutcome> {
  const orders = await rowsOf<{ user_id: number; status: string }>(tx, sql`
    SELECT user_id, status FROM orders WHERE id = ${orderId} FOR UPDATE`);
  const order = orders[0];
  if (!order) throw new Error(`fulfilOrder: order ${orderId} does not exist`);
  if (order.status === "PAID") return "already_done";
  if (order.status !== "PENDING") return "not_pending";

  const invoiceNumber = await nextInvoiceNumber(tx, paidAt);
  await tx.execute(sql`UPDATE orders SET status = 'PAID', paid_at = ${paidAt}, invoice_number = ${invoiceNumber}
    WHERE id = ${orderId}`);

  const lines = await rowsOf<FulfilLine>(tx, sql`
    SELECT ol.kind, ol.product_name, ol.qty, ol.duration_days, ol.direct_activation, p.membership_tier, p.coin_amount,
      p.coin_validity_days, ol.line_total - ol.discount AS paid_amount
    FROM order_lines ol JOIN products p ON p.id = ol.product_id
    WHERE ol.order_id = ${orderId} ORDER BY ol.id`);
  const settings = await readCommerceSettings(tx);
  const tiers = await loadTiers(tx);

  const userId = order.user_id;
  for (const line of lines) {
    if (line.kind === "COIN") {
      await creditCoins(tx, {
        userId,
        source: "PURCHASE",
        productName: line.product_name,
        amount: line.qty * line.coin_amount!,
        expiresAt: new Date(paidAt.getTime() + line.coin_validity_days! * DAY_MS),
        orderId,
      });
    } else if (line.kind === "LISTING_SLOT") {
      await tx.execute(sql`INSERT INTO listing_slot_purchases (user_id, order_id, quantity, starts_at, expires_at)
        VALUES (${userId}, ${orderId}, ${line.qty}, ${paidAt}, ${new Date(paidAt.getTime() + line.duration_days! * DAY_MS)})`);
    } else {
      const tier = tiers.get(line.membership_tier!);
      if (!tier) throw new Error(`fulfilOrder: unknown tier ${line.membership_tier}`);
      await applyMembershipLine(tx, {
        userId,
        orderId,
        kind: line.kind,
        tier,
        directActivation: line.direct_activation,
        productName: line.product_name,
        paidAmount: line.paid_amount,
        paidAt,
        bonusCoinValidityDays: settings.bonus_coin_validity_days,
      });
    }
  }
  return "fulfilled";
}
