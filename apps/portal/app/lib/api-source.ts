import type { ApiClient } from "@griya/api-client/client";

/**
 * Where a query's data comes from: `browserApi` in components, `() => serverApiClient(token)` in loaders. A
 * getter, so building query options on the server never touches `window`.
 */
export type ApiSource = () => ApiClient;

/** The `data` of an openapi-fetch result (errors were already thrown by the client's middleware). */
export function dataOf<T>(result: { data?: T }): T {
  if (result.data === undefined) throw new Error("Empty API answer");
  return result.data;
}
