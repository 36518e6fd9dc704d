import { data } from "react-router";
import type { Route } from "./+types/agent-offerings";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { PublicLink } from "../components/public/public-link";
import { ComparisonTable } from "../features/agent-offerings/components/comparison-table";
import { CoinInfo } from "../features/agent-offerings/components/coin-info";
import { OfferingsFaq } from "../features/agent-offerings/components/offerings-faq";
import { TierCards } from "../features/agent-offerings/components/tier-cards";
import { getCatalogueFacts } from "../features/agent-offerings/offerings-api.server";
import { offeringsView } from "../features/agent-offerings/offerings-view.server";
import { AgentInterestForm } from "../features/sales-forms/components/agent-interest-form";
import { salesFormAction } from "../features/sales-forms/sales-actions.server";
import { isSalesIntent, revalidateUnlessSalesForm, SALES_INTENT } from "../features/sales-forms/sales-intent";
import { getRegisterFormOptions } from "../features/sales-forms/sales-api.server";
import { keepSalesFormOnFailure } from "../features/sales-forms/sales-client-action";
import { cityOptions, namedOptions } from "../features/sales-forms/sales-form-options.server";
import { text } from "../lib/form-data";
import { publicOrigin } from "../lib/public-origin.server";
import { PAGE_DESCRIPTIONS } from "../locales/page-descriptions";
import { publicText } from "../locales/public";
import { salesFormText } from "../locales/sales-forms-public";
import { PUBLIC_PATHS } from "../public-paths";
import "../features/agent-offerings/components/offerings.css";

export async function loader({ request }: Route.LoaderArgs) {
  const [facts, form] = await Promise.all([getCatalogueFacts(request), getRegisterFormOptions()]);
  return {
    offerings: facts && offeringsView(facts),
    agentTypes: namedOptions(form.agent_types),
    cities: cityOptions(form.cities),
    canonicalUrl: `${publicOrigin(request)}${PUBLIC_PATHS.agentOfferings}`,
    // From the loader, so the descriptions module stays on the server.
    description: PAGE_DESCRIPTIONS.agentOfferings ?? "",
  };
}

/** "Gabung sebagai agen" posts here. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");
  if (intent !== SALES_INTENT.agentInterest || !isSalesIntent(intent)) throw data(null, { status: 400 });
  return salesFormAction(intent, form, request);
}

export const clientAction = keepSalesFormOnFailure;

export const shouldRevalidate = revalidateUnlessSalesForm;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: publicText.documentTitle(publicText.pages.agentOfferings) },
  ...(loaderData
    ? [
        { name: "description", content: loaderData.description },
        { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
      ]
    : []),
];

export default function AgentOfferings({ loaderData: d }: Route.ComponentProps) {
  const { offerings } = d;
  return (
    <div className="public-page offer-page">
      <header className="offer-hero">
        <h1 className="g-page-title">Penawaran untuk Agen Properti</h1>
        <p className="public-intro">
          Pasang listing rumah, apartemen, dan tanah Anda di Griya, terima leads langsung dari pembeli, dan kelola
          semuanya dari satu portal. Pilih membership yang sesuai dengan jumlah listing Anda.
        </p>
        <p className="offer-actions">
          <a href={PUBLIC_PATHS.register} className="g-button g-button--primary g-button--md">
            Daftar sekarang
          </a>
          <a href="#gabung-title" className="g-button g-button--secondary g-button--md">
            Hubungi tim kami
          </a>
        </p>
      </header>

      <section aria-labelledby="paket-title" className="offer-section">
        <h2 id="paket-title" className="listing-section-title">
          Paket membership
        </h2>
        {offerings ? (
          <>
            <TierCards tiers={offerings.tiers} />
            <h2 id="perbandingan-title" className="listing-section-title">
              Perbandingan paket
            </h2>
            <ComparisonTable tiers={offerings.tiers} rows={offerings.comparison} />
          </>
        ) : (
          <p className="g-card offer-unavailable" role="status">
            Harga paket sedang tidak dapat ditampilkan. Silakan muat ulang halaman ini sebentar lagi, atau tinggalkan
            kontak Anda di bawah: tim kami akan menjelaskannya.
          </p>
        )}
      </section>

      {offerings && (
        <section aria-labelledby="koin-title" className="offer-section">
          <h2 id="koin-title" className="listing-section-title">
            Koin dan slot listing
          </h2>
          <CoinInfo view={offerings} />
        </section>
      )}

      {offerings && (
        <section aria-labelledby="faq-title" className="offer-section">
          <h2 id="faq-title" className="listing-section-title">
            Pertanyaan yang sering diajukan
          </h2>
          <OfferingsFaq items={offerings.faq} />
        </section>
      )}

      <section aria-labelledby="gabung-title" className="g-card offer-section offer-form">
        <h2 id="gabung-title" className="listing-section-title" tabIndex={-1}>
          {salesFormText.agentInterest.title}
        </h2>
        <p className="offer-muted">{salesFormText.agentInterest.intro}</p>
        <AgentInterestForm agentTypes={d.agentTypes} cities={d.cities} />
      </section>

      <p className="offer-projects">
        Anda pengembang, atau mencari rumah di proyek baru?{" "}
        <PublicLink href={PUBLIC_PATHS.projects}>Lihat layanan proyek properti Griya</PublicLink>.
      </p>
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
