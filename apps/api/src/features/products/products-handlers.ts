import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import type { FastifyRequest } from "fastify";
import { formatDate } from "@griya/domain/format";
import { membershipTerm } from "@griya/domain/money";
import { authOf } from "../../kernels/auth/authenticate.js";
import { requestTimeZone } from "../../platform/http/request-time-zone.js";
import { loadMembershipState, type MembershipState } from "../../kernels/memberships/membership-state.js";
import { membershipOffer } from "../../kernels/memberships/membership-offer.js";
import { forbidden } from "../../platform/openapi/refusal.js";
import {
  decidePurchaseAllowances,
  type Allowance,
  type PurchaseAllowances,
} from "../../kernels/memberships/purchase-allowances.js";
import { presentProduct, tierOf } from "./present-product.js";
import { listProducts, type ProductKind } from "./product-repository.js";
import { clock } from "../../platform/clock.js";

type Context = { request: FastifyRequest; now: Date; state: MembershipState; allowances: PurchaseAllowances };

async function contextOf(request: FastifyRequest): Promise<Context> {
  const { userId } = authOf(request);
  const now = clock.now();
  const state = await loadMembershipState(request.server.database.db, userId, now);
  return { request, now, state, allowances: decidePurchaseAllowances(state, now) };
}

/** A 403 when the agent may not buy these products now, else undefined. */
function refusalUnless(allowance: Allowance) {
  return allowance.allowed ? undefined : forbidden(allowance.message ?? "Anda belum dapat membeli produk ini.");
}

async function packagesOf(c: Context, kind: ProductKind, allowance: Allowance) {
  const refused = refusalUnless(allowance);
  if (refused) return refused;
  const products = await listProducts(c.request.server.database.db, kind);
  return { data: products.map((p) => presentProduct(p, c.state.tiers, { allowance })) };
}

/** GET /api/products/main_packages: every membership package, each with whether the agent may buy it now. */
export const listMainPackages: OperationHandler<"listMainPackages"> = async (request) => {
  const c = await contextOf(request);
  const { for_checkout: forCheckout } = request.query;
  const products = await listProducts(request.server.database.db, "MEMBERSHIP");
  const all = products.map((p) => presentProduct(p, c.state.tiers, { allowance: c.allowances.buy }));
  return { data: forCheckout ? all.filter((p) => p.allowed) : all };
};

export const isCoinPurchaseAllowed: OperationHandler<"isCoinPurchaseAllowed"> = async (request) => ({
  data: (await contextOf(request)).allowances.coins,
});
export const isListingSlotPurchaseAllowed: OperationHandler<"isListingSlotPurchaseAllowed"> = async (request) => ({
  data: (await contextOf(request)).allowances.listingSlots,
});
export const isUpgradeAllowed: OperationHandler<"isUpgradeAllowed"> = async (request) => ({
  data: (await contextOf(request)).allowances.upgrade,
});
export const isRenewalAllowed: OperationHandler<"isRenewalAllowed"> = async (request) => ({
  data: (await contextOf(request)).allowances.renewal,
});

export const listCoinPackages: OperationHandler<"listCoinPackages"> = async (request) => {
  const c = await contextOf(request);
  return packagesOf(c, "COIN", c.allowances.coins);
};

export const listListingSlotPackages: OperationHandler<"listListingSlotPackages"> = async (request) => {
  const c = await contextOf(request);
  return packagesOf(c, "LISTING_SLOT", c.allowances.listingSlots);
};

/**
 * GET /api/products/upgrade_main_packages: the dearer tiers, priced for the days left (a TRIAL member sees
 * every paid tier at its full price: the first paid term replaces the trial).
 */
export const listUpgradePackages: OperationHandler<"listUpgradePackages"> = async (request) => {
  const c = await contextOf(request);
  const refused = refusalUnless(c.allowances.upgrade);
  if (refused) return refused;
  const products = await listProducts(request.server.database.db, "MEMBERSHIP");
  const data = products.flatMap((p) => {
    const offer = membershipOffer(c.state, c.allowances, tierOf(p, c.state.tiers), null, c.now);
    if (!offer.ok) return [];
    return [
      presentProduct(p, c.state.tiers, {
        allowance: { allowed: true, message: null },
        price: offer.unitPrice,
        remainingDays: offer.remainingDays,
      }),
    ];
  });
  return { data };
};

/** GET /api/products/renewal_main_packages: the agent's current tier for another term. */
export const listRenewalPackages: OperationHandler<"listRenewalPackages"> = async (request) => {
  const c = await contextOf(request);
  const refused = refusalUnless(c.allowances.renewal);
  if (refused) return refused;
  const products = await listProducts(request.server.database.db, "MEMBERSHIP");
  const data = products.flatMap((p) => {
    const offer = membershipOffer(c.state, c.allowances, tierOf(p, c.state.tiers), true, c.now);
    return offer.ok
      ? [presentProduct(p, c.state.tiers, { allowance: { allowed: true, message: null }, price: offer.unitPrice })]
      : [];
  });
  return { data };
};

/** GET /api/products/renewal_main_packages/duration?direct_activation: the term a renewal paid now would give. */
export const getRenewalDuration: OperationHandler<"getRenewalDuration"> = async (request) => {
  const c = await contextOf(request);
  const refused = refusalUnless(c.allowances.renewal);
  if (refused) return refused;
  const { direct_activation: direct } = request.query;
  const tier = c.state.tiers.get(c.state.current!.tier)!;
  const lastEnd = c.state.lastEnd;
  const term = membershipTerm({
    now: c.now,
    currentExpiresAt: lastEnd,
    durationDays: tier.duration_days,
    directActivation: direct,
  });
  const zone = requestTimeZone(request);
  const running = lastEnd !== null && lastEnd.getTime() > c.now.getTime();
  const [start, end] = [formatDate(term.startsAt, zone), formatDate(term.expiresAt, zone)];
  const message = direct
    ? running
      ? `Membership baru langsung aktif saat pembayaran (${start}) sampai ${end}. Sisa masa aktif membership Anda sekarang (sampai ${formatDate(lastEnd, zone)}) tidak berlaku lagi.`
      : `Membership langsung aktif saat pembayaran (${start}) sampai ${end}.`
    : running
      ? `Perpanjangan mulai ${start}, setelah masa aktif membership Anda sekarang berakhir, sampai ${end}. Masa aktif sekarang tetap berjalan.`
      : `Masa aktif membership Anda sudah berakhir, jadi perpanjangan langsung aktif saat pembayaran (${start}) sampai ${end}.`;
  return {
    data: {
      direct_activation: direct,
      started_at: term.startsAt.toISOString(),
      expires_at: term.expiresAt.toISOString(),
      duration_days: tier.duration_days,
      current_expires_at: lastEnd?.toISOString() ?? null,
      message,
    },
  };
};
