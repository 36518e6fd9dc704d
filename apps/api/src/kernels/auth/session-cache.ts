import type { SessionUser } from "./user-repository.js";

/** A session as read with its user, and the instants after which the read may no longer be true. */
export type CachedSession = {
  session: SessionUser;
  /** The token's expiry. */
  tokenExpiresAt: Date;
  /** When a queued membership term starts (the shown membership changes without a write), if one is queued. */
  nextTermStartsAt: Date | undefined;
};

/** How long a kept session is trusted without a notification: the safety net of ADR 0074. */
const SESSION_CACHE_TTL_MS = 60_000;
/** Sessions kept per process; the oldest kept is dropped first. */
const SESSION_CACHE_CAPACITY = 10_000;

type Entry = { session: SessionUser; validUntil: number };

/**
 * The signed-in sessions this process read lately, by token hash (ADR 0074). Entries are dropped by user when the
 * database announces a change (migrations/0036), and expire by themselves at the TTL, the token's expiry or a queued
 * term's start, by the API's clock. While notifications may be missed (no LISTEN in force) nothing is kept, so a
 * missed drop cannot leave a stale entry behind.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byUser = new Map<number, Set<string>>();
  #listening = false;
  /** Counts drops: a read that started before a drop must not store what it read (it may predate the change). */
  #generation = 0;

  readonly #capacity: number;
  readonly #ttlMs: number;

  constructor(capacity = SESSION_CACHE_CAPACITY, ttlMs = SESSION_CACHE_TTL_MS) {
    this.#capacity = capacity;
    this.#ttlMs = ttlMs;
  }

  get isListening(): boolean {
    return this.#listening;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Taken before reading a session from the database, handed back to set(). */
  generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now: Date): SessionUser | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (now.getTime() < entry.validUntil) return entry.session;
    this.#remove(tokenHash, entry.session.user.id);
    return undefined;
  }

  set(tokenHash: string, read: CachedSession, now: Date, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    const validUntil = Math.min(
      now.getTime() + this.#ttlMs,
      read.tokenExpiresAt.getTime(),
      read.nextTermStartsAt?.getTime() ?? Infinity,
    );
    if (validUntil <= now.getTime()) return;
    if (!this.#entries.has(tokenHash) && this.#entries.size >= this.#capacity) {
      const [oldest, entry] = this.#entries.entries().next().value as [string, Entry];
      this.#remove(oldest, entry.session.user.id);
    }
    const userId = read.session.user.id;
    this.#entries.set(tokenHash, { session: read.session, validUntil });
    const tokens = this.#byUser.get(userId) ?? new Set();
    this.#byUser.set(userId, tokens.add(tokenHash));
  }

  /** A notification's payload: a user id drops that user's sessions, `*` drops all. */
  changed(payload: string): void {
    if (payload === "*") return this.#clear();
    this.#generation++;
    const userId = Number(payload);
    for (const tokenHash of this.#byUser.get(userId) ?? []) this.#entries.delete(tokenHash);
    this.#byUser.delete(userId);
  }

  /** LISTEN is in force: what was kept before may have missed a notification, so it goes. */
  listening(): void {
    this.#clear();
    this.#listening = true;
  }

  /** Notifications may be missed from now on: nothing is kept or stored until listening() again. */
  notListening(): void {
    this.#listening = false;
    this.#clear();
  }

  #clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#byUser.clear();
  }

  #remove(tokenHash: string, userId: number): void {
    this.#entries.delete(tokenHash);
    const tokens = this.#byUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.#byUser.delete(userId);
  }
}
