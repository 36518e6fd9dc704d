import createClient, { type Client, type Middleware } from "openapi-fetch";
import { NetworkError, toApiError } from "./errors.js";
import type { paths } from "./generated/schema.js";

export type ApiClient = Client<paths>;

export type ApiClientOptions = {
  baseUrl: string;
  /** The bearer token, or a getter read on every request. */
  token?: string | (() => string | undefined);
  /** IANA zone sent as X-Timezone; defaults to the runtime's zone, else Asia/Jakarta. */
  timeZone?: string;
  fetch?: typeof fetch;
};

const DEFAULT_TIME_ZONE = "Asia/Jakarta";

function runtimeTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * Adds the headers every call carries (the contract's conventions, openapi/openapi.yaml): bearer token,
 * Content-Language id, X-Timezone.
 */
function headersMiddleware(options: Pick<ApiClientOptions, "token" | "timeZone">): Middleware {
  return {
    onRequest({ request }) {
      const token = typeof options.token === "function" ? options.token() : options.token;
      if (token) request.headers.set("Authorization", `Bearer ${token}`);
      request.headers.set("Content-Language", "id");
      request.headers.set("X-Timezone", options.timeZone ?? runtimeTimeZone());
      return request;
    },
  };
}

/** Turns every non-2xx answer into a typed error and a failed connection into NetworkError. */
const errorsMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's HTML page, say): keep the text.
    }
    throw toApiError(response.status, body);
  },
  onError({ error }) {
    if (error instanceof Error && error.name === "AbortError") return error;
    return new NetworkError(error);
  },
};

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  client.use(headersMiddleware(options), errorsMiddleware);
  return client;
}
