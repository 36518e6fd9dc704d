import type { components } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";

export type OutboxMessage = components["schemas"]["OutboxMessage"];

/** Query keys of the development outbox. */
export const devOutboxKeys = {
  all: ["dev-outbox"] as const,
  list: (to: string) => [...devOutboxKeys.all, "list", to] as const,
};

export type FetchOutbox = (to: string) => Promise<OutboxMessage[]>;

/** GET /api/dev/outbox?to= (newest first); the fetcher differs between server and browser. */
export function devOutboxQuery(to: string, fetchOutbox: FetchOutbox) {
  return queryOptions({ queryKey: devOutboxKeys.list(to), queryFn: () => fetchOutbox(to) });
}
