import { ApiError, NetworkError } from "@griya/api-client/errors";
import type { Schemas } from "@griya/api-client/schema";
import { dataOf } from "../../lib/api-source";
import { serverApiClient } from "../../lib/api.server";

export type CatalogueFacts = Schemas["HelpFacts"];

/**
 * GET /api/help/facts: the only public call with the tiers' prices, coins and slots as the product applies them
 * now (the product calls need an agent's token). null when the API cannot answer: the page still explains and
 * takes the interest form, and says the prices cannot be shown right now.
 */
export async function getCatalogueFacts(visitor: Request): Promise<CatalogueFacts | null> {
  try {
    return dataOf(await serverApiClient(null, visitor).GET("/api/help/facts")).data;
  } catch (error) {
    if (error instanceof ApiError || error instanceof NetworkError) return null;
    throw error;
  }
}
