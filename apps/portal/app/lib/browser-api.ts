// The API as the browser reaches it: same origin, through the portal's /api proxy, which adds the bearer token
// from the httpOnly cookie. Every 401 answer is reported once here (the session's end).
import { createApiClient, type ApiClient } from "@griya/api-client/client";
import { reportProblem } from "./problem-store";

/** fetch that reports a 401 (the session ended on the server) before handing the answer on. */
export const reportingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status === 401) reportProblem({ kind: "session-expired" });
  return response;
};

let client: ApiClient | undefined;

export function browserApi(): ApiClient {
  client ??= createApiClient({ baseUrl: window.location.origin, fetch: reportingFetch });
  return client;
}
