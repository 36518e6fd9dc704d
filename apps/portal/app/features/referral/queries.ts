import { queryOptions } from "@tanstack/react-query";
import { browserApi } from "../../lib/browser-api";

export type ReferralBenefits = { coins: number; validity_days: number };

/** Query keys of the referral feature. */
const referralKeys = {
  all: ["referral"] as const,
  benefits: () => [...referralKeys.all, "benefits"] as const,
};

export type FetchReferralBenefits = () => Promise<ReferralBenefits>;

/** GET /api/referral_benefits: the coins each side gets (data.coins). */
export function referralBenefitsQuery(fetchBenefits: FetchReferralBenefits) {
  return queryOptions({ queryKey: referralKeys.benefits(), queryFn: fetchBenefits, staleTime: 5 * 60_000 });
}

export const fetchReferralBenefitsInBrowser: FetchReferralBenefits = async () => {
  const { data } = await browserApi().GET("/api/referral_benefits");
  if (!data) throw new Error("Empty referral answer");
  return data.data;
};
