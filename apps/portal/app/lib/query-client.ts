import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { reportApiError } from "./report-api-error";

declare module "@tanstack/react-query" {
  interface Register {
    /** `silent: true`: the caller swallows errors (docs/product/error-codes.md#what-the-portal-shows). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

// Loader data is fresh for a minute: hydrated queries are not refetched straight after the page renders.
// Failed browser calls go through the global handling (a no-op on the server).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) reportApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) reportApiError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}
