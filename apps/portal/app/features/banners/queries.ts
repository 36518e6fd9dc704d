import type { components } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { dataOf, type ApiSource } from "../../lib/api-source";

export type Banner = components["schemas"]["Banner"];
export type BannerType = Banner["type"];

/** Query keys of the banners feature. */
const bannerKeys = {
  all: ["banners"] as const,
  list: (type: BannerType) => [...bannerKeys.all, "list", type] as const,
  detail: (uuid: string) => [...bannerKeys.all, "detail", uuid] as const,
};

/**
 * GET /api/banners?type: the banners running now. Silent: a banner is never worth an error dialog, the page
 * simply shows none.
 */
export function bannersQuery(api: ApiSource, type: BannerType) {
  return queryOptions({
    queryKey: bannerKeys.list(type),
    queryFn: async () => dataOf(await api().GET("/api/banners", { params: { query: { type } } })).data,
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });
}

/** GET /api/agent_banner/get_detail?uuid: one running banner (404 once it ended). */
export function bannerDetailQuery(api: ApiSource, uuid: string) {
  return queryOptions({
    queryKey: bannerKeys.detail(uuid),
    queryFn: async () => dataOf(await api().GET("/api/agent_banner/get_detail", { params: { query: { uuid } } })).data,
  });
}
