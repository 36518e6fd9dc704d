import type { SidebarSection } from "@griya/ui/sidebar";
import type { TFunction } from "i18next";
import { pathTo } from "../paths";

/**
 * Query flag the profile page reads to open its bank-account modal (docs/product/portal.md#the-frame: the modal lives
 * on /profile).
 */
export const BANK_ACCOUNT_MODAL_QUERY = "modal=rekening-bank";

/**
 * The sidebar entries, grouped (docs/product/portal.md#the-sidebar); "Keluar" posts the logout form. Recommended
 * Listing shows only while its flag (enableRecommendedListing) is on.
 */
export function sidebarSections(
  t: TFunction,
  onLogout: () => void,
  flags: { recommendedListing: boolean } = { recommendedListing: false },
): SidebarSection[] {
  return [
    {
      title: t("nav.sections.account"),
      items: [
        { key: "account", label: t("nav.items.account"), href: pathTo("home") },
        { key: "editProfile", label: t("nav.items.editProfile"), href: pathTo("profile") },
        {
          key: "bankAccount",
          label: t("nav.items.bankAccount"),
          href: `${pathTo("profile")}?${BANK_ACCOUNT_MODAL_QUERY}`,
        },
        { key: "notifications", label: t("nav.items.notifications"), href: pathTo("notifications") },
        { key: "favourites", label: t("nav.items.favourites"), href: pathTo("favourites") },
      ],
    },
    {
      title: t("nav.sections.listings"),
      items: [
        { key: "myListings", label: t("nav.items.myListings"), href: pathTo("myListings") },
        { key: "bulkRepost", label: t("nav.items.bulkRepost"), href: pathTo("bulkRepost") },
        ...(flags.recommendedListing
          ? [
              {
                key: "recommendedListing",
                label: t("nav.items.recommendedListing"),
                href: pathTo("recommendedListing"),
              },
            ]
          : []),
        { key: "featuredAgent", label: t("nav.items.featuredAgent"), href: pathTo("featuredAgent") },
        { key: "buyFeaturedAgent", label: t("nav.items.buyFeaturedAgent"), href: pathTo("featuredAgentBuy") },
      ],
    },
    {
      title: t("nav.sections.leads"),
      items: [
        // One way to the leads: the inbox (with the unread count) holds the archived ones under its own tab.
        { key: "inbox", label: t("nav.items.inbox"), href: pathTo("leads") },
      ],
    },
    {
      title: t("nav.sections.purchases"),
      items: [
        { key: "buyPackage", label: t("nav.items.buyPackage"), href: pathTo("product") },
        { key: "checkout", label: t("nav.items.checkout"), href: pathTo("checkout") },
        { key: "myOrders", label: t("nav.items.myOrders"), href: pathTo("order") },
      ],
    },
    {
      title: t("nav.sections.coins"),
      items: [
        { key: "myCoins", label: t("nav.items.myCoins"), href: pathTo("coinPurchase") },
        { key: "coinUsage", label: t("nav.items.coinUsage"), href: pathTo("coinUsage") },
        { key: "transferCoin", label: t("nav.items.transferCoin"), href: pathTo("coinTransfer") },
      ],
    },
    {
      items: [{ key: "logout", label: t("nav.items.logout"), onSelect: onLogout }],
    },
  ];
}
