// Server-side calls to apps/api through @griya/api-client, behind a few functions so routes never deal
// with transport details. The client's middleware turns every non-2xx answer into a typed ApiError.
import { createApiClient, type ApiClient } from "@griya/api-client/client";
import { ApiError, ServerError, UnauthorizedError, ValidationError } from "@griya/api-client/errors";
import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { serverConfig } from "./config.server";
import type { CurrentUser } from "./current-user";

export type LoginBody = { email: string; password: string; remember?: boolean };

export type LoginResult =
  | { ok: true; token: string; expiresAt: string }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string[]> };

/** A client for one request; the server's own time zone says nothing about the agent, so WIB is sent. */
export function serverApiClient(token?: string | null): ApiClient {
  return createApiClient({ baseUrl: serverConfig().apiUrl, token: token ?? undefined, timeZone: DEFAULT_TIME_ZONE });
}

/** The logged-in agent, or null when the token is not (or no longer) valid. */
export async function getCurrentUser(token: string): Promise<CurrentUser | null> {
  try {
    const { data } = await serverApiClient(token).GET("/api/user-agent");
    return data?.data ?? null;
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

/** POST /api/agent/auth/login; refusals (470 and other 4xx) are results, 5xx and network failures throw. */
export async function login(body: LoginBody): Promise<LoginResult> {
  try {
    const { data } = await serverApiClient().POST("/api/agent/auth/login", { body });
    if (!data) throw new ServerError(502, null, "Empty login answer");
    return { ok: true, token: data.data.token, expiresAt: data.data.expires_at };
  } catch (error) {
    if (error instanceof ValidationError) {
      return { ok: false, status: error.status, message: error.message, fieldErrors: error.errors };
    }
    if (error instanceof ApiError && error.status < 500) {
      return { ok: false, status: error.status, message: error.message, fieldErrors: {} };
    }
    throw error;
  }
}

/** Revokes the token; SPEC §8: logout errors are ignored (the cookie is cleared anyway). */
export async function logout(token: string): Promise<void> {
  try {
    await serverApiClient(token).POST("/api/auth/logout");
  } catch {
    // ignored on purpose
  }
}
