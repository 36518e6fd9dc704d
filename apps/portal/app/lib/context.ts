import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react-router";
import type { CurrentUser } from "./current-user";

export type Session = {
  /** Bearer token from the httpOnly cookie, null when logged out. */
  token: string | null;
  user: CurrentUser | null;
};

/** Set by the root middleware for every request. */
export const sessionContext = createContext<Session>({ token: null, user: null });

/** One QueryClient per request on the server; loaders fill it with `ensureQueryData`. */
export const queryClientContext = createContext<QueryClient>();
