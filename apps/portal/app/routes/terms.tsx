import type { Route } from "./+types/terms";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { publicErrorTitle } from "../components/public/public-error";
import { LegalPage } from "../features/legal/components/legal-page";
import { termsDocument } from "../features/legal/terms-document.server";
import { serverConfig } from "../lib/config.server";
import { publicOrigin } from "../lib/public-origin.server";
import { publicText } from "../locales/public";
import { pathTo } from "../paths";

export function loader({ request }: Route.LoaderArgs) {
  return {
    document: termsDocument(serverConfig().supportEmail),
    canonicalUrl: `${publicOrigin(request)}${pathTo("terms")}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicErrorTitle(error)) }];
  return [
    { title: publicText.documentTitle(loaderData.document.title) },
    {
      name: "description",
      content:
        "Syarat dan ketentuan penggunaan Griya: akun, membership, koin, pesanan, aturan listing, promosi, referral, dan transfer koin.",
    },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}

export const ErrorBoundary = PublicErrorBoundary;
