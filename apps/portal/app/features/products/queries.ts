import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";
import { loadProductPage, type ProductFetchers, type ProductSectionKey } from "./product-page-data";

/** Query keys of the products feature. */
const productKeys = {
  all: ["products"] as const,
  page: (isMember: boolean) => [...productKeys.all, "page", { isMember }] as const,
};

/** The calls of the product page, over the server's or the browser's client. */
function productFetchers(api: ApiSource): ProductFetchers {
  return {
    mainPackages: async () => dataOf(await api().GET("/api/products/main_packages")).data,
    allowance: async (section: ProductSectionKey) => {
      switch (section) {
        case "coin":
          return dataOf(await api().GET("/api/products/coins/is_allowed")).data;
        case "upgrade":
          return dataOf(await api().GET("/api/products/upgrade_main_packages/is_allowed")).data;
        case "renewal":
          return dataOf(await api().GET("/api/products/renewal_main_packages/is_allowed")).data;
        case "listingAvailability":
          return dataOf(await api().GET("/api/products/listing_availabilities/is_allowed")).data;
      }
    },
    list: async (section: ProductSectionKey) => {
      switch (section) {
        case "coin":
          return dataOf(await api().GET("/api/products/coins")).data;
        case "upgrade":
          return dataOf(await api().GET("/api/products/upgrade_main_packages")).data;
        case "renewal":
          return dataOf(await api().GET("/api/products/renewal_main_packages")).data;
        case "listingAvailability":
          return dataOf(await api().GET("/api/products/listing_availabilities")).data;
      }
    },
    renewalTerm: async (direct_activation: boolean) =>
      dataOf(
        await api().GET("/api/products/renewal_main_packages/duration", { params: { query: { direct_activation } } }),
      ).data,
  };
}

/** Everything the product page shows, loaded as docs/product/orders-and-payments.md#the-product-page says. */
export function productPageQuery(api: ApiSource, isMember: boolean) {
  return queryOptions({
    queryKey: productKeys.page(isMember),
    queryFn: () => loadProductPage(productFetchers(api), isMember),
  });
}
