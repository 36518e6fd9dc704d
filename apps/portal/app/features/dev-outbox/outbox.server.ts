import { NotFoundError } from "@griya/api-client/errors";
import type { QueryClient } from "@tanstack/react-query";
import { data } from "react-router";
import { serverApiClient } from "../../lib/api.server";
import { devOutboxQuery, type FetchOutbox } from "./queries";

const fetchOnServer: FetchOutbox = async (to) => {
  const { data: body } = await serverApiClient().GET("/api/dev/outbox", { params: { query: to ? { to } : {} } });
  return body?.data ?? [];
};

/**
 * Loads the outbox for the /dev/outbox page (always fresh: a developer comes here right after something was
 * sent). Development only: the API answers 404 when NODE_ENV=production, and so does the page.
 */
export async function loadDevOutbox(queryClient: QueryClient, to: string): Promise<void> {
  try {
    await queryClient.fetchQuery(devOutboxQuery(to, fetchOnServer));
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}
