/** Fields a business refusal (HTTP 422 with a code 1001–1011) may carry. */
export type RefusalFields = { coins_remaining?: number; required_coins?: number; listing_slot?: number };

/** Every non-2xx answer becomes one of these, so callers can branch on the class. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message?: string,
  ) {
    super(message ?? errorText(body) ?? `HTTP ${status}`);
    this.name = new.target.name;
  }
}

/** 470: per-field Indonesian messages, stored for the form. */
export class ValidationError extends ApiError {
  readonly errors: Record<string, string[]>;
  constructor(status: number, body: { message?: string; errors?: Record<string, string[]> }) {
    super(status, body, body.message);
    this.errors = body.errors ?? {};
  }
}

/** 462: the promo code cannot be used, with the requirements it misses. */
export class PromoError extends ApiError {
  readonly requirements: string[];
  constructor(status: number, body: { errors?: string; requirements?: string[] }) {
    super(status, body, body.errors);
    this.requirements = body.requirements ?? [];
  }
}

/** 422 with a code 1001–1011 (coins, membership, slots). */
export class BusinessError extends ApiError {
  readonly code: number;
  readonly fields: RefusalFields;
  constructor(status: number, body: { code: number; errors?: string } & RefusalFields) {
    super(status, body, body.errors);
    this.code = body.code;
    this.fields = {
      coins_remaining: body.coins_remaining,
      required_coins: body.required_coins,
      listing_slot: body.listing_slot,
    };
  }
}

export class UnauthorizedError extends ApiError {}
export class ForbiddenError extends ApiError {}
export class NotFoundError extends ApiError {}
export class RateLimitError extends ApiError {}
export class ServerError extends ApiError {}
/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(override readonly cause: unknown) {
    super("Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.");
    this.name = "NetworkError";
  }
}

function errorText(body: unknown): string | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return typeof errors === "string" ? errors : undefined;
}

/** Maps a status and parsed body to the matching error class. */
export function toApiError(status: number, body: unknown): ApiError {
  const b = (body ?? {}) as Record<string, unknown>;
  if (status === 470) return new ValidationError(status, b);
  if (status === 462) return new PromoError(status, b);
  if (status === 422 && typeof b.code === "number") return new BusinessError(status, b as never);
  if (status === 401) return new UnauthorizedError(status, body);
  if (status === 403) return new ForbiddenError(status, body);
  if (status === 404) return new NotFoundError(status, body);
  if (status === 429) return new RateLimitError(status, body);
  if (status >= 500) return new ServerError(status, body);
  return new ApiError(status, body);
}
