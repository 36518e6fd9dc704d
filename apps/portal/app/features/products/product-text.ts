// How a product reads on the product page (tier names Starter, Pro, Executive come from the API's display_name).
import type { TFunction } from "i18next";
import type { Product } from "./product-page-data";
import "../../locales/commerce";

export function productTitle(product: Product): string {
  return product.display_name ?? product.name;
}

/** Term, listing slots and bonus coins of a membership package. */
export function membershipPerks(t: TFunction, product: Product): string[] {
  const perks: string[] = [];
  if (product.duration_days) perks.push(t("products.activeDays", { count: product.duration_days }));
  if (product.listing_slots) perks.push(t("products.slots", { count: product.listing_slots }));
  if (product.coins) perks.push(t("products.bonusCoins", { count: product.coins }));
  return perks;
}
