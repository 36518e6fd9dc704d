// Server-side calls to apps/api through @griya/api-client, behind a few functions so routes never deal
// with transport details. The client's middleware turns every non-2xx answer into a typed ApiError.
import { createApiClient, type ApiClient } from "@griya/api-client/client";
import { ApiError, ServerError, UnauthorizedError, ValidationError } from "@griya/api-client/errors";
import { DEFAULT_TIME_ZONE } from "@griya/domain/constants";
import { currentRequest, REQUEST_ID_HEADER } from "../../server/request-id.mjs";
import { serverConfig } from "./config.server";
import type { CurrentUser } from "./current-user";

export type LoginBody = { email: string; password: string; remember?: boolean };

export type LoginResult =
  | { ok: true; token: string; expiresAt: string }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors: Record<string, string[]>;
      /** 403: right credentials, e-mail not activated yet (offer "Kirim ulang email aktivasi"). */
      needsActivation: boolean;
      /** 403: right credentials of a non-agent account (offer login/convert). */
      needsConversion: boolean;
    };

/**
 * A client for one request; the server's own time zone says nothing about the agent, so WIB is sent. With
 * the visitor's request, its X-Forwarded-For chain (completed by server.mjs) goes along, so the API's per-IP
 * rate limits count the visitor rather than this server, and so does its User-Agent, so the API can tell
 * search engines' visits and impressions from people's. Every call carries the page request's id
 * (server/request-id.mjs), so the API's log lines for it carry the id the error page shows.
 */
export function serverApiClient(token?: string | null, visitor?: Request): ApiClient {
  const forwardedFor = visitor?.headers.get("x-forwarded-for");
  const userAgent = visitor?.headers.get("user-agent");
  const requestId = visitor?.headers.get(REQUEST_ID_HEADER) || currentRequest()?.requestId;
  return createApiClient({
    baseUrl: serverConfig().apiUrl,
    token: token ?? undefined,
    timeZone: DEFAULT_TIME_ZONE,
    fetch:
      forwardedFor || userAgent || requestId
        ? (input, init) => {
            const request = new Request(input, init);
            if (forwardedFor) request.headers.set("x-forwarded-for", forwardedFor);
            if (userAgent) request.headers.set("user-agent", userAgent);
            if (requestId) request.headers.set(REQUEST_ID_HEADER, requestId);
            return fetch(request);
          }
        : undefined,
  });
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

/**
 * POST /api/agent/auth/login, or POST /api/agent/auth/login/convert (`convert`: the same credentials turn a
 * non-agent account into an agent account). Refusals (470, 403, 429…) are results; 5xx and network failures throw.
 */
export async function login(
  body: LoginBody,
  { convert = false, visitor }: { convert?: boolean; visitor?: Request } = {},
): Promise<LoginResult> {
  try {
    const client = serverApiClient(null, visitor);
    const { data } = convert
      ? await client.POST("/api/agent/auth/login/convert", { body })
      : await client.POST("/api/agent/auth/login", { body });
    if (!data) throw new ServerError(502, null, "Empty login answer");
    return { ok: true, token: data.data.token, expiresAt: data.data.expires_at };
  } catch (error) {
    const refusal = { needsActivation: false, needsConversion: false };
    if (error instanceof ValidationError) {
      return { ok: false, status: error.status, message: error.message, fieldErrors: error.errors, ...refusal };
    }
    if (error instanceof ApiError && error.status < 500) {
      const body = (error.body ?? {}) as { needs_activation?: unknown; needs_conversion?: unknown };
      return {
        ok: false,
        status: error.status,
        message: error.message,
        fieldErrors: {},
        needsActivation: error.status === 403 && body.needs_activation === true,
        needsConversion: error.status === 403 && body.needs_conversion === true,
      };
    }
    throw error;
  }
}

/** Revokes the token; logout errors are ignored (the cookie is cleared anyway). */
export async function logout(token: string): Promise<void> {
  try {
    await serverApiClient(token).POST("/api/auth/logout");
  } catch {
    // ignored on purpose
  }
}
