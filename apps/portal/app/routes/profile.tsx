import { Alert } from "@griya/ui/alert";
import { Card } from "@griya/ui/card";
import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/profile";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { BANK_ACCOUNT_MODAL_QUERY } from "../components/sidebar-sections";
import { AccountCard } from "../features/profile/components/account-card";
import { AvatarUpload } from "../features/profile/components/avatar-upload";
import { BankAccountDialog } from "../features/profile/components/bank-account-dialog";
import { MembershipCard } from "../features/profile/components/membership-card";
import { PhoneChangeDialog } from "../features/profile/components/phone-change-dialog";
import { ProfileForm } from "../features/profile/components/profile-form";
import { profileFormFetcher } from "../features/profile/profile-api.server";
import { updateProfileAction } from "../features/profile/profile.server";
import { fetchProfileFormInBrowser, profileFormQuery } from "../features/profile/queries";
import { serverApiClient } from "../lib/api.server";
import { queryClientContext, sessionContext } from "../lib/context";
import type { FormResult } from "../lib/form-result";
import { pageMeta } from "../lib/page-meta";
import { citiesQuery, districtsQuery, provincesQuery, villagesQuery } from "../lib/region-queries";
import { useRootData } from "../lib/use-root-data";
import { pathTo } from "../paths";
import "../locales/profile";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("profile", error);

const [MODAL_PARAM, BANK_MODAL] = BANK_ACCOUNT_MODAL_QUERY.split("=") as [string, string];

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext);
  const { token } = context.get(sessionContext);
  // Fresh after a save: the action changed it.
  const form = await queryClient.fetchQuery(profileFormQuery(profileFormFetcher(token)));
  // The agent's current region choices render with their lists on the first paint.
  // The regional calls are public: no token.
  const regions = () => serverApiClient();
  const { province_id, city_id, district_id } = form.edit_data;
  await Promise.all([
    queryClient.ensureQueryData(provincesQuery(regions)),
    province_id ? queryClient.ensureQueryData(citiesQuery(regions, province_id)) : null,
    city_id ? queryClient.ensureQueryData(districtsQuery(regions, city_id)) : null,
    district_id ? queryClient.ensureQueryData(villagesQuery(regions, district_id)) : null,
  ]);
  return { dehydratedState: dehydrate(queryClient) };
}

export function action({ request, context }: Route.ActionArgs) {
  return updateProfileAction(request, context.get(sessionContext).token);
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ProfileContent documentResult={actionData} />
    </HydrationBoundary>
  );
}

function ProfileContent({ documentResult }: { documentResult?: FormResult }) {
  const { t } = useTranslation();
  const user = useRootData()?.user;
  const { data: form } = useSuspenseQuery(profileFormQuery(fetchProfileFormInBrowser));
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The bank account modal follows the URL, so the sidebar's "Rekening Bank" entry opens it.
  const bankOpen = searchParams.get(MODAL_PARAM) === BANK_MODAL;
  const setBankOpen = (open: boolean) =>
    setSearchParams(
      (params) => {
        if (open) params.set(MODAL_PARAM, BANK_MODAL);
        else params.delete(MODAL_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  if (!user) return null; // the guard only lets agents in
  return (
    <div className="g-stack profile-page">
      <div>
        <h1 className="g-page-title">{t("pages.profile")}</h1>
        <p className="page-intro">{t("profile.intro")}</p>
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="profile-cards">
        <Card title={t("profile.avatarTitle")}>
          <AvatarUpload name={user.name} avatarUrl={user.avatar_url} onUploaded={() => void revalidator.revalidate()} />
        </Card>
        <MembershipCard membership={user.membership} />
        <AccountCard
          email={user.email}
          phone={user.phone_number}
          onChangePhone={() => setPhoneOpen(true)}
          onBankAccount={() => setBankOpen(true)}
        />
      </div>
      <Card title={t("profile.editTitle")}>
        <ProfileForm form={form} action={pathTo("profile")} documentResult={documentResult} />
      </Card>
      <BankAccountDialog open={bankOpen} onOpenChange={setBankOpen} onSaved={() => setNotice(t("bank.saved"))} />
      <PhoneChangeDialog
        open={phoneOpen}
        onOpenChange={setPhoneOpen}
        allowEditAfter={form.base_data.allow_edit_phone_number_after}
        onChanged={() => {
          setNotice(t("phoneChange.saved"));
          void revalidator.revalidate();
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
