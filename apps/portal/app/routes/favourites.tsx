import type { Route } from "./+types/favourites";
import { publicText } from "../locales/public";

export const meta: Route.MetaFunction = () => [{ title: publicText.documentTitle(publicText.pages.favourites) }];

export default function Page() {
  return <h1 className="g-page-title">{publicText.pages.favourites}</h1>;
}
