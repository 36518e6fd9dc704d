import { QueryClient } from "@tanstack/react-query";

// Loader data is fresh for a minute: hydrated queries are not refetched straight after the page renders.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}
