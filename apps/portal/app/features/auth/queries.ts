import { createApiClient } from "@griya/api-client/client";
import { UnauthorizedError } from "@griya/api-client/errors";
import type { components } from "@griya/api-client/schema";
import { queryOptions } from "@tanstack/react-query";
import { browserApi } from "../../lib/browser-api";
import type { CurrentUser } from "../../lib/current-user";

/** Query keys of the auth feature; everything about the logged-in agent hangs under `auth`. */
const authKeys = {
  all: ["auth"] as const,
  currentUser: () => [...authKeys.all, "current-user"] as const,
  registerForm: () => [...authKeys.all, "register-form"] as const,
  emailExists: (email: string) => [...authKeys.all, "email-exists", email] as const,
};

/** GET /api/agent/auth/register/get_form: agent types, cities (with province) and offices. */
export type RegisterFormData = components["schemas"]["RegisterForm"];

export type FetchRegisterForm = () => Promise<RegisterFormData>;

export function registerFormQuery(fetchRegisterForm: FetchRegisterForm) {
  // Reference lists change rarely: keep them for the whole visit.
  return queryOptions({ queryKey: authKeys.registerForm(), queryFn: fetchRegisterForm, staleTime: Infinity });
}

export const fetchRegisterFormInBrowser: FetchRegisterForm = async () => {
  const { data } = await browserApi().GET("/api/agent/auth/register/get_form");
  if (!data) throw new Error("Empty get_form answer");
  return data.data;
};

/** GET /api/auth/check_email_exist (live check of the registration form; errors swallowed, the server re-checks). */
export function emailExistsQuery(email: string) {
  return queryOptions({
    queryKey: authKeys.emailExists(email),
    queryFn: async () => {
      const { data } = await browserApi().GET("/api/auth/check_email_exist", { params: { query: { email } } });
      return data?.data.exists ?? false;
    },
    meta: { silent: true },
    staleTime: 30_000,
  });
}

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
