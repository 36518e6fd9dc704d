import type { AppDb } from "../../platform/db/client.js";
import { creditCoins } from "../../kernels/coins/ledger.js";
import { applyMembershipLine } from "../../kernels/memberships/apply-membership-line.js";
import { loadTiers, lockMember } from "../../kernels/memberships/membership-repository.js";
import { readCommerceSettings } from "../../kernels/settings/commerce-settings.js";
import { nextInvoiceNumber } from "./order-numbers.js";
import {
  findFulfilLines,
  insertListingSlotPurchase,
  lockOrderForFulfilment,
  markOrderPaid,
} from "./order-repository.js";

export type FulfilOutcome = "fulfilled" | "already_done" | "not_pending";

const DAY_MS = 86_400_000;

/**
 * Marks a PENDING order PAID and delivers what it sold, once: memberships (new term, renewal, upgrade, bonus
 * coins, referral reward), listing slots, coin packages, and the invoice number. The order row is locked FOR
 * UPDATE, so a second call (a repeated notification, however concurrent) waits and then finds it PAID:
 * "already_done". A cancelled or expired order is "not_pending" and nothing changes. Runs inside the caller's
 * transaction; any failure rolls the whole delivery back with it.
 * Then the agent's row is locked, before anything is written (ADR 0055): coins or slots credited first take a
 * share lock on that row through their foreign key, and two orders of one agent paid at once each holding one
 * while waiting to lock it for the membership deadlocked. So the locks go order, then agent.
 */
export async function fulfilOrder(tx: AppDb, orderId: number, paidAt: Date): Promise<FulfilOutcome> {
  const order = await lockOrderForFulfilment(tx, orderId);
  if (!order) throw new Error(`fulfilOrder: order ${orderId} does not exist`);
  if (order.status === "PAID") return "already_done";
  if (order.status !== "PENDING") return "not_pending";
  await lockMember(tx, order.userId);

  const invoiceNumber = await nextInvoiceNumber(tx, paidAt);
  await markOrderPaid(tx, orderId, paidAt, invoiceNumber);

  const lines = await findFulfilLines(tx, orderId);
  const settings = await readCommerceSettings(tx);
  const tiers = await loadTiers(tx);

  const userId = order.userId;
  for (const line of lines) {
    if (line.kind === "COIN") {
      await creditCoins(tx, {
        userId,
        source: "PURCHASE",
        productName: line.productName,
        amount: line.qty * line.coinAmount!,
        expiresAt: new Date(paidAt.getTime() + line.coinValidityDays! * DAY_MS),
        orderId,
      });
    } else if (line.kind === "LISTING_SLOT") {
      await insertListingSlotPurchase(tx, {
        userId,
        orderId,
        quantity: line.qty,
        startsAt: paidAt,
        expiresAt: new Date(paidAt.getTime() + line.durationDays! * DAY_MS),
      });
    } else {
      const tier = tiers.get(line.membershipTier!);
      if (!tier) throw new Error(`fulfilOrder: unknown tier ${line.membershipTier}`);
      await applyMembershipLine(tx, {
        userId,
        orderId,
        kind: line.kind,
        tier,
        directActivation: line.directActivation,
        productName: line.productName,
        paidAmount: line.paidAmount,
        paidAt,
        bonusCoinValidityDays: settings.bonus_coin_validity_days,
      });
    }
  }
  return "fulfilled";
}
