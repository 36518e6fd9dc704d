// The promo pages' calls to apps/api, made by their loaders on the server. The token goes along because project
// discount offers show only to agents on the project_discounts allow-list (ADR 0037).
import { NotFoundError, ValidationError } from "@griya/api-client/errors";
import type { Schemas } from "@griya/api-client/schema";
import { data } from "react-router";
import { dataOf } from "../../lib/api-source";
import { serverApiClient } from "../../lib/api.server";

export type PromoCampaign = Schemas["PromoCampaign"];

/** GET /api/promos: the campaigns running now, ending soonest first. */
export async function listPromoCampaigns(token: string | null, visitor: Request): Promise<PromoCampaign[]> {
  return dataOf(await serverApiClient(token, visitor).GET("/api/promos")).data;
}

/** GET /api/promos/{uuid}: also an ended campaign; an unknown, unpublished or hidden one is the 404 page. */
export async function getPromoCampaign(uuid: string, token: string | null, visitor: Request): Promise<PromoCampaign> {
  try {
    return dataOf(await serverApiClient(token, visitor).GET("/api/promos/{uuid}", { params: { path: { uuid } } })).data;
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ValidationError) throw data(null, { status: 404 });
    throw error;
  }
}
