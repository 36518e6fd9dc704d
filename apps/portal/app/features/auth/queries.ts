import { createApiClient } from "@griya/api-client/client";
import { UnauthorizedError } from "@griya/api-client/errors";
import { queryOptions } from "@tanstack/react-query";
import type { CurrentUser } from "../../lib/current-user";

/** Query keys of the auth feature; everything about the logged-in agent hangs under `auth`. */
export const authKeys = {
  all: ["auth"] as const,
  currentUser: () => [...authKeys.all, "current-user"] as const,
};

/** Resolves to the logged-in agent, or null for a visitor. */
export type FetchCurrentUser = () => Promise<CurrentUser | null>;

/**
 * GET /api/user-agent. The fetcher differs by side: the server calls the API with the cookie's token,
 * the browser goes through the portal's /api proxy, which adds the token itself.
 */
export function currentUserQuery(fetchCurrentUser: FetchCurrentUser) {
  return queryOptions({ queryKey: authKeys.currentUser(), queryFn: fetchCurrentUser });
}

/** Browser side: same origin, no token (the httpOnly cookie travels with the request). */
export const fetchCurrentUserInBrowser: FetchCurrentUser = async () => {
  try {
    const { data } = await createApiClient({ baseUrl: window.location.origin }).GET("/api/user-agent");
    return data?.data ?? null;
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
};
