import { pathTo } from "../../paths";
import type { HelpTopic } from "./help-article";

/** The help topics (docs/product/marketplace.md#help-centre), grouped as /help lists them. */
export const HELP_GROUPS = [
  { id: "akun", title: "Akun", topics: ["account-registration", "password", "edit-profile", "referral-code"] },
  {
    id: "membership",
    title: "Membership & pembelian",
    topics: ["account-purchase", "membership", "upgrade", "extend", "listing-slot"],
  },
  { id: "listing", title: "Listing", topics: ["upload", "repost", "deactivate", "catalog-link"] },
  { id: "koin", title: "Koin", topics: ["coin", "coin-usage", "transfer-coin"] },
  { id: "prospek", title: "Prospek & promosi", topics: ["inbox", "featured-agent"] },
] as const satisfies readonly { id: string; title: string; topics: readonly HelpTopic[] }[];

export const HELP_TOPICS: readonly HelpTopic[] = HELP_GROUPS.flatMap((group) => group.topics);

export function isHelpTopic(value: unknown): value is HelpTopic {
  return typeof value === "string" && (HELP_TOPICS as readonly string[]).includes(value);
}

/** "/help/transfer-coin" */
export const helpPath = (topic: HelpTopic): string => pathTo("helpTopic", { type: topic });
