import type { Route } from "./+types/property";
import { publicText } from "../locales/public";

export const meta: Route.MetaFunction = () => [{ title: publicText.documentTitle(publicText.pages.property) }];

export default function Page() {
  return <h1 className="g-page-title">{publicText.pages.property}</h1>;
}
