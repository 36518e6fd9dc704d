import { activationCheck, type ListingAction } from "@griya/domain/listing-rules";
import { coinBalance } from "../../kernels/coins/ledger.js";
import type { AppDb } from "../../platform/db/client.js";
import { refused, type ListingActionRefusal, type RefusalNumbers } from "./listing-action-refusal.js";
import { listingAvailability } from "./listing-repository.js";

/**
 * Whether the agent may spend requiredCoins on `action` now: membership, slots and coins in the documented order
 * (activationCheck), read inside the caller's transaction. Either way it answers the numbers the agent is shown
 * on a refusal, which a later refusal of the spend itself reuses.
 */
export async function checkSpend(
  tx: AppDb,
  userId: number,
  requiredCoins: number,
  action: ListingAction,
): Promise<{ ok: true; numbers: RefusalNumbers } | ListingActionRefusal> {
  const availability = await listingAvailability(tx, userId);
  const balance = await coinBalance(tx, userId);
  const check = activationCheck(
    {
      membershipActive: balance.membershipActive,
      activeListings: availability.currentAmount,
      quota: availability.quota,
      coins: balance.spendable,
      requiredCoins,
    },
    action,
  );
  const numbers = {
    coins_remaining: balance.spendable,
    required_coins: requiredCoins,
    listing_slot: availability.quota,
  };
  return check.ok ? { ok: true, numbers } : refused(check.code, numbers);
}
