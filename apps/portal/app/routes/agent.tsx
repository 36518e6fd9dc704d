import type { Route } from "./+types/agent";
import { publicText } from "../locales/public";

export const meta: Route.MetaFunction = () => [{ title: publicText.documentTitle(publicText.pages.agent) }];

export default function Page() {
  return <h1 className="g-page-title">{publicText.pages.agent}</h1>;
}
