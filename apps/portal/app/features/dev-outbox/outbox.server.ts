import { NotFoundError } from "@griya/api-client/errors";
import type { QueryClient } from "@tanstack/react-query";
import { data } from "react-router";
import { serverApiClient } from "../../lib/api.server";
import { devOutboxQuery, type FetchOutbox } from "./queries";

/** Asks on the visitor's behalf: the API shows the outbox only to a client on its own machine. */
const fetchOnServer =
  (visitor: Request): FetchOutbox =>
  async (to) => {
    const { data: body } = await serverApiClient(null, visitor).GET("/api/dev/outbox", {
      params: { query: to ? { to } : {} },
    });
    return body?.data ?? [];
  };

/**
 * Loads the outbox for the /dev/outbox page (always fresh: a developer comes here right after something was
 * sent). Development only, and only for a visitor on the API's machine: otherwise the API answers 404, and so
 * does the page.
 */
export async function loadDevOutbox(queryClient: QueryClient, to: string, visitor: Request): Promise<void> {
  try {
    await queryClient.fetchQuery(devOutboxQuery(to, fetchOnServer(visitor)));
  } catch (error) {
    if (error instanceof NotFoundError) throw data(null, { status: 404 });
    throw error;
  }
}
