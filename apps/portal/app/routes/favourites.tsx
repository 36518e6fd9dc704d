import { Pagination } from "@griya/ui/pagination";
import { data, Link } from "react-router";
import type { Route } from "./+types/favourites";
import { ListingCard } from "../components/public/listing-card";
import { listingCardView } from "../components/public/listing-card-view.server";
import { PublicErrorBoundary } from "../components/public/public-error-boundary";
import { PublicLink } from "../components/public/public-link";
import { favouriteAction } from "../features/favourites/favourite-action.server";
import { FavouriteButton } from "../features/favourites/components/favourite-button";
import { sessionContext } from "../lib/context";
import { listFavourites } from "../lib/marketplace-api.server";
import { revalidateUnlessPublicIntent } from "../lib/public-actions";
import { favouritesPublicText } from "../locales/favourites-public";
import { publicText } from "../locales/public";
import { PUBLIC_PATHS } from "../public-paths";

const text = favouritesPublicText;

export const meta: Route.MetaFunction = () => [
  { title: publicText.documentTitle(publicText.pages.favourites) },
  { name: "description", content: text.description },
  { name: "robots", content: "noindex" },
];

/** The guard lets only agents in, so there is a token. */
function tokenOf(context: Route.LoaderArgs["context"]): string {
  const { token } = context.get(sessionContext);
  if (!token) throw data(null, { status: 401 });
  return token;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = Math.max(1, Number.parseInt(url.searchParams.get("halaman") ?? "1", 10) || 1);
  const { favourites, meta } = await listFavourites(page, tokenOf(context), request);
  return {
    items: favourites.map((favourite) => ({
      card: listingCardView(favourite.listing),
      available: favourite.is_available,
    })),
    meta,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return favouriteAction(request, tokenOf(context));
}

export const shouldRevalidate = revalidateUnlessPublicIntent;

export const ErrorBoundary = PublicErrorBoundary;

export default function Favourites({ loaderData: { items, meta } }: Route.ComponentProps) {
  return (
    <div className="public-page">
      <h1 className="g-page-title">{publicText.pages.favourites}</h1>
      <p className="public-intro">{text.intro}</p>
      {items.length === 0 ? (
        <div className="g-empty-state">
          <p className="g-empty-state-title">{text.emptyTitle}</p>
          <p className="g-empty-state-description">
            <Link to={PUBLIC_PATHS.search}>{text.emptyAction}</Link>
          </p>
        </div>
      ) : (
        <ol className="listing-grid">
          {items.map(({ card, available }, index) => (
            <li key={card.uuid}>
              <ListingCard
                listing={card}
                index={index}
                linked={available}
                badge={available ? undefined : text.unavailable}
                action={<FavouriteButton uuid={card.uuid} title={card.title} isFavourite signedIn />}
              />
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={meta.current_page}
        lastPage={meta.last_page}
        hrefForPage={(page) => (page > 1 ? `${PUBLIC_PATHS.favourites}?halaman=${page}` : PUBLIC_PATHS.favourites)}
        linkComponent={PublicLink}
      />
    </div>
  );
}
