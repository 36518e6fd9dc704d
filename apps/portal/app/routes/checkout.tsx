import { loginRedirectPath } from "@griya/domain/guard";
import { Alert } from "@griya/ui/alert";
import { Button, ButtonLink } from "@griya/ui/button";
import { EmptyState } from "@griya/ui/empty-state";
import { dehydrate, HydrationBoundary, useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import type { Route } from "./+types/checkout";
import { RouteErrorBoundary } from "../components/route-error-boundary";
import { RouterLink } from "../components/router-link";
import { checkoutAction, checkoutWithMissing } from "../features/checkout/checkout.server";
import { CheckoutView } from "../features/checkout/components/checkout-view";
import { checkoutQuery } from "../features/checkout/queries";
import { classifyApiError } from "../lib/api-problem";
import { serverApiClient } from "../lib/api.server";
import { browserApi } from "../lib/browser-api";
import {
  checkoutWithPromoPath,
  chosenPromoCookie,
  PROMO_CODE_PARAM,
  promoCodeOf,
  readChosenPromo,
} from "../lib/chosen-promo";
import { CART_FIELDS, CART_INTENTS, clearedCartCookie, readCart, type CartLine } from "../lib/checkout-cart";
import { queryClientContext, sessionContext } from "../lib/context";
import { isHttps } from "../lib/cookies";
import { t as translate } from "../lib/i18n";
import { pageMeta } from "../lib/page-meta";
import { buyRequestOf } from "../lib/refusal-remedy";
import { pathTo } from "../paths";
import "../locales/commerce";

export const meta: Route.MetaFunction = ({ error }) => pageMeta("checkout", error);

type LoaderResult =
  | { state: "login"; loginHref: string }
  | { state: "empty"; promoCode: string | null }
  | { state: "failed"; message: string }
  | { state: "ready"; lines: CartLine[]; promoCode: string | null; dehydratedState: ReturnType<typeof dehydrate> };

const result = (value: LoaderResult): LoaderResult => value;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { token, user } = context.get(sessionContext);
  // "Pakai kode ini" on a promo page: the code is kept (a cookie) while the agent logs in and picks a product.
  const promoFromLink = promoCodeOf(url.searchParams.get(PROMO_CODE_PARAM));
  const promoCode = promoFromLink ?? readChosenPromo(request.headers.get("cookie"));
  const keepPromo = promoFromLink
    ? { "Set-Cookie": chosenPromoCookie(promoFromLink, { secure: isHttps(request) }) }
    : undefined;
  if (!user) {
    const loginHref = loginRedirectPath(promoCode ? checkoutWithPromoPath(promoCode) : pathTo("checkout"));
    return data(result({ state: "login", loginHref }), { headers: keepPromo });
  }
  const missing = buyRequestOf(url.searchParams);
  if (missing) return checkoutWithMissing(request, serverApiClient(token), missing);
  const lines = readCart(request.headers.get("cookie"));
  if (lines.length === 0) return data(result({ state: "empty", promoCode }), { headers: keepPromo });
  const queryClient = context.get(queryClientContext);
  try {
    await queryClient.fetchQuery(checkoutQuery(() => serverApiClient(token), lines));
  } catch (error) {
    // A failed checkout fetch clears the checkout info and the product that could not be priced
    // (docs/product/orders-and-payments.md#the-checkout).
    const problem = classifyApiError(error);
    const message =
      problem.kind === "dialog"
        ? problem.dialog.message
        : problem.kind === "fields" || problem.kind === "other"
          ? problem.message
          : translate("common.requestFailed");
    return data(result({ state: "failed", message }), {
      headers: { "Set-Cookie": clearedCartCookie({ secure: isHttps(request) }) },
    });
  }
  return data(result({ state: "ready", lines, promoCode, dehydratedState: dehydrate(queryClient) }), {
    headers: keepPromo,
  });
}

export function action({ request }: Route.ActionArgs) {
  return checkoutAction(request);
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const view = loaderData as LoaderResult;
  return (
    <div className="g-stack">
      <div>
        <h1 className="g-page-title">{t("pages.checkout")}</h1>
        <p className="page-intro">{t("checkout.intro")}</p>
      </div>
      {view.state === "login" ? (
        <EmptyState
          title={t("checkout.loginRequired")}
          action={
            <ButtonLink href={view.loginHref} linkComponent={RouterLink}>
              {t("checkout.login")}
            </ButtonLink>
          }
        />
      ) : view.state === "empty" ? (
        <div className="g-stack">
          {view.promoCode && <Alert tone="info">{t("checkout.promoKept", { code: view.promoCode })}</Alert>}
          <EmptyCheckout />
        </div>
      ) : view.state === "failed" ? (
        <div className="g-stack">
          <Alert tone="danger" title={t("checkout.failedTitle")}>
            {view.message}
          </Alert>
          <EmptyCheckout />
        </div>
      ) : (
        <HydrationBoundary state={view.dehydratedState}>
          <CheckoutContent lines={view.lines} promoCode={view.promoCode} />
        </HydrationBoundary>
      )}
    </div>
  );
}

function CheckoutContent({ lines, promoCode }: { lines: CartLine[]; promoCode: string | null }) {
  const { t } = useTranslation();
  const { data: info } = useSuspenseQuery(checkoutQuery(browserApi, lines));
  return (
    <div className="g-stack">
      <CheckoutView key={JSON.stringify(lines)} lines={lines} info={info} suggestedPromoCode={promoCode} />
      <Form method="post" action={pathTo("checkout")}>
        <input type="hidden" name={CART_FIELDS.intent} value={CART_INTENTS.clear} />
        <Button type="submit" variant="ghost" size="sm">
          {t("checkout.clear")}
        </Button>
      </Form>
    </div>
  );
}

function EmptyCheckout() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t("checkout.emptyTitle")}
      description={t("checkout.emptyDescription")}
      action={
        <ButtonLink href={pathTo("product")} linkComponent={RouterLink}>
          {t("checkout.browse")}
        </ButtonLink>
      }
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
