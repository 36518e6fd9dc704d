import createQueryHooks from "openapi-react-query";
import type { ApiClient } from "./client.js";

/**
 * TanStack Query helpers over the client: `api.queryOptions("get", "/api/user-agent")` gives a typed
 * queryKey + queryFn for `queryClient.ensureQueryData` in loaders and `useQuery` in components.
 * Errors arrive as the typed ApiError classes (the client's middleware throws them).
 */
export function createQueryHelpers(client: ApiClient) {
  return createQueryHooks(client);
}

export type QueryHelpers = ReturnType<typeof createQueryHelpers>;
