import type { HelpArticle, HelpFacts, HelpTopic } from "./help-article";
import { HELP_TOPICS } from "./help-topics";
import {
  accountRegistrationArticle,
  editProfileArticle,
  passwordArticle,
  referralCodeArticle,
} from "./articles/account-articles";
import { catalogLinkArticle, deactivateArticle, repostArticle, uploadArticle } from "./articles/listing-articles";
import { coinArticle, coinUsageArticle, transferCoinArticle } from "./articles/coin-articles";
import {
  accountPurchaseArticle,
  extendArticle,
  listingSlotArticle,
  membershipArticle,
  upgradeArticle,
} from "./articles/membership-articles";
import { featuredAgentArticle, inboxArticle } from "./articles/promotion-articles";

/** Every topic's article, written against the facts (a missing topic does not compile). */
const BUILDERS = {
  "account-registration": accountRegistrationArticle,
  "account-purchase": accountPurchaseArticle,
  membership: membershipArticle,
  upgrade: upgradeArticle,
  extend: extendArticle,
  "listing-slot": listingSlotArticle,
  coin: coinArticle,
  upload: uploadArticle,
  repost: repostArticle,
  deactivate: deactivateArticle,
  "catalog-link": catalogLinkArticle,
  "edit-profile": editProfileArticle,
  "referral-code": referralCodeArticle,
  password: passwordArticle,
  "coin-usage": coinUsageArticle,
  inbox: inboxArticle,
  "featured-agent": featuredAgentArticle,
  "transfer-coin": transferCoinArticle,
} as const satisfies Record<HelpTopic, (facts: HelpFacts) => HelpArticle>;

export function helpArticle(topic: HelpTopic, facts: HelpFacts): HelpArticle {
  return BUILDERS[topic](facts);
}

/** Every article in the order /help lists them. */
export function allHelpArticles(facts: HelpFacts): HelpArticle[] {
  return HELP_TOPICS.map((topic) => helpArticle(topic, facts));
}
