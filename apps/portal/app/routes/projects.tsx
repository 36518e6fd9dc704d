import { data } from "react-router";
import type { Route } from "./+types/projects";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { PublicLink } from "../components/public/public-link";
import { FindProjectForm } from "../features/sales-forms/components/find-project-form";
import { ProjectRegistrationForm } from "../features/sales-forms/components/project-registration-form";
import { salesFormAction } from "../features/sales-forms/sales-actions.server";
import { isSalesIntent, revalidateUnlessSalesForm, SALES_INTENT } from "../features/sales-forms/sales-intent";
import { getRegisterFormOptions } from "../features/sales-forms/sales-api.server";
import { keepSalesFormOnFailure } from "../features/sales-forms/sales-client-action";
import { cityOptions, namedOptions } from "../features/sales-forms/sales-form-options.server";
import { text } from "../lib/form-data";
import { getSearchFilterOptions } from "../lib/marketplace-api.server";
import { publicOrigin } from "../lib/public-origin.server";
import { PAGE_DESCRIPTIONS } from "../locales/page-descriptions";
import { publicText } from "../locales/public";
import { salesFormText } from "../locales/sales-forms-public";
import { PUBLIC_PATHS } from "../public-paths";
import "../features/agent-offerings/components/offerings.css";

const PAGE_INTENTS: ReadonlySet<string> = new Set([SALES_INTENT.projectRegistration, SALES_INTENT.findProject]);

export async function loader({ request }: Route.LoaderArgs) {
  const [form, filters] = await Promise.all([getRegisterFormOptions(), getSearchFilterOptions()]);
  return {
    cities: cityOptions(form.cities),
    propertyTypes: namedOptions(filters.property_types),
    canonicalUrl: `${publicOrigin(request)}${PUBLIC_PATHS.projects}`,
    // From the loader, so the descriptions module stays on the server.
    description: PAGE_DESCRIPTIONS.projects ?? "",
  };
}

/** Both forms of the page post here, told apart by their intent. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");
  if (!PAGE_INTENTS.has(intent) || !isSalesIntent(intent)) throw data(null, { status: 400 });
  return salesFormAction(intent, form, request);
}

export const clientAction = keepSalesFormOnFailure;

export const shouldRevalidate = revalidateUnlessSalesForm;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: publicText.documentTitle(publicText.pages.projects) },
  ...(loaderData
    ? [
        { name: "description", content: loaderData.description },
        { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
      ]
    : []),
];

export default function Projects({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="public-page offer-page">
      <header className="offer-hero">
        <h1 className="g-page-title">{publicText.pages.projects}</h1>
        <p className="public-intro">
          Griya mempertemukan pengembang perumahan dengan pembeli dan ribuan agen properti di seluruh Indonesia.
          Daftarkan proyek Anda untuk dipasarkan, atau biarkan tim kami membantu Anda menemukan rumah di proyek baru.
        </p>
      </header>

      <section aria-labelledby="untuk-pengembang-title" className="offer-section">
        <h2 id="untuk-pengembang-title" className="listing-section-title">
          Untuk pengembang
        </h2>
        <ul className="offer-benefits">
          <li>
            <strong>Dilihat pembeli yang tepat.</strong> Proyek Anda tampil di marketplace Griya, yang dicari pembeli
            berdasarkan kota, tipe properti, dan harga.
          </li>
          <li>
            <strong>Dipasarkan agen.</strong> Agen Griya di kota proyek Anda dapat ikut memasarkan unit dan mengantarkan
            calon pembeli.
          </li>
          <li>
            <strong>Leads langsung ke tim Anda.</strong> Setiap pertanyaan pembeli diteruskan, lengkap dengan nama dan
            nomor kontaknya.
          </li>
          <li>
            <strong>Didampingi tim kami.</strong> Tim Griya membantu menyiapkan halaman proyek, foto, dan promosinya.
          </li>
        </ul>
      </section>

      <div className="offer-form-pair">
        <section aria-labelledby="daftar-proyek-title" className="g-card offer-section offer-form">
          <h2 id="daftar-proyek-title" className="listing-section-title">
            {salesFormText.projectRegistration.title}
          </h2>
          <p className="offer-muted">{salesFormText.projectRegistration.intro}</p>
          <ProjectRegistrationForm cities={d.cities} />
        </section>

        <section aria-labelledby="cari-proyek-title" className="g-card offer-section offer-form">
          <h2 id="cari-proyek-title" className="listing-section-title">
            {salesFormText.findProject.title}
          </h2>
          <p className="offer-muted">{salesFormText.findProject.intro}</p>
          <FindProjectForm propertyTypes={d.propertyTypes} cities={d.cities} />
        </section>
      </div>

      <p className="offer-projects">
        Anda agen properti?{" "}
        <PublicLink href={PUBLIC_PATHS.agentOfferings}>Lihat paket membership untuk agen</PublicLink>.
      </p>
    </div>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
