import type { Route } from "./+types/privacy";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { publicErrorTitle } from "../components/public/public-error";
import { LegalPage } from "../features/legal/components/legal-page";
import { privacyDocument } from "../features/legal/privacy-document.server";
import { serverConfig } from "../lib/config.server";
import { publicOrigin } from "../lib/public-origin.server";
import { publicText } from "../locales/public";
import { pathTo } from "../paths";

export function loader({ request }: Route.LoaderArgs) {
  return {
    document: privacyDocument(serverConfig().supportEmail),
    canonicalUrl: `${publicOrigin(request)}${pathTo("privacy")}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData || error) return [{ title: publicText.documentTitle(publicErrorTitle(error)) }];
  return [
    { title: publicText.documentTitle(loaderData.document.title) },
    {
      name: "description",
      content:
        "Kebijakan privasi Griya sesuai UU No. 27/2022: data yang dikumpulkan, tujuan, lama penyimpanan, penerima, dan hak Anda.",
    },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}

export const ErrorBoundary = PublicErrorBoundary;
