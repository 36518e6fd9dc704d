import { isPaidMembershipType } from "@griya/domain/membership";
import { ButtonLink } from "@griya/ui/button";
import { EmptyState } from "@griya/ui/empty-state";
import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/referral-code";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { RouterLink } from "../components/router-link";
import { ReferralCodeCard } from "../features/referral/components/referral-code-card";
import { fetchReferralBenefitsInBrowser, referralBenefitsQuery } from "../features/referral/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import type { CurrentUser } from "../lib/current-user";
import { pageMeta } from "../lib/page-meta";
import { pathTo } from "../paths";
import "../locales/profile";
import { HelpLink } from "../components/help-link";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("referralCode", error);

/** The referral code is visible to paid members only (an active SILVER, GOLD or PLATINUM; docs/product/coins.md). */
function isPaidMember(user: CurrentUser | null): boolean {
  return Boolean(user?.membership?.is_active && isPaidMembershipType(user.membership.type));
}

export async function loader({ context }: Route.LoaderArgs) {
  const { token, user } = context.get(sessionContext);
  const paid = isPaidMember(user);
  const queryClient = context.get(queryClientContext);
  if (paid) {
    await queryClient.ensureQueryData(
      referralBenefitsQuery(async () => {
        const { data } = await serverApiClient(token).GET("/api/referral_benefits");
        if (!data) throw new Error("Empty referral answer");
        return data.data;
      }),
    );
  }
  return { paid, code: paid ? (user?.referral_code ?? null) : null, dehydratedState: dehydrate(queryClient) };
}

export default function ReferralCode({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="g-stack narrow-page">
        <div>
          <h1 className="g-page-title">{t("pages.referralCode")}</h1>
          <p className="page-intro">{t("referral.intro")}</p>
          <HelpLink topic="referral-code" about="cara kerja kode referral" />
        </div>
        {loaderData.paid && loaderData.code ? (
          <PaidReferral code={loaderData.code} />
        ) : (
          <EmptyState
            title={t("referral.paidOnly")}
            action={
              <ButtonLink href={pathTo("product")} linkComponent={RouterLink}>
                {t("referral.buyMembership")}
              </ButtonLink>
            }
          />
        )}
      </div>
    </HydrationBoundary>
  );
}

function PaidReferral({ code }: { code: string }) {
  const { data } = useSuspenseQuery(referralBenefitsQuery(fetchReferralBenefitsInBrowser));
  return <ReferralCodeCard code={code} benefits={data} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
