import type { Route } from "./+types/search";
import { publicText } from "../locales/public";

export const meta: Route.MetaFunction = () => [{ title: publicText.documentTitle(publicText.pages.search) }];

export default function Page() {
  return <h1 className="g-page-title">{publicText.pages.search}</h1>;
}
