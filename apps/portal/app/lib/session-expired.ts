import { data, isRouteErrorResponse } from "react-router";

/** Thrown (server side) when the API refuses the session: every error boundary shows "Session Expired". */
export function sessionExpiredResponse() {
  return data({ sessionExpired: true }, { status: 401 });
}

export function isSessionExpiredError(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 401 &&
    (error.data as { sessionExpired?: unknown } | null)?.sessionExpired === true
  );
}
