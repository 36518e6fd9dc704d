import pg from "pg";

/** After the replica could not be reached, reads go to the primary for this long before it is tried again. */
const REPLICA_RETRY_MS = 30_000;
/** A replica that does not accept a connection within this is treated as away. */
const CONNECT_TIMEOUT_MS = 2_000;

type Query = (...args: unknown[]) => Promise<unknown>;

// Connection refused, reset or timed out, the server shutting down or starting up, SQLSTATE class 08.
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "EPIPE"]);
const UNREACHABLE_STATES = /^(08...|57P01|57P02|57P03)$/;
const UNREACHABLE_MESSAGES = /connection terminated|timeout exceeded when trying to connect|connection ended/i;
/** A hot standby cancels a read whose rows the replay must remove (a recovery conflict): the primary answers it. */
const RECOVERY_CONFLICT = "40001";

function codeOf(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String(error.code) : "";
}

function isUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  return (
    UNREACHABLE_CODES.has(code) ||
    UNREACHABLE_STATES.test(code) ||
    (error instanceof Error && UNREACHABLE_MESSAGES.test(error.message))
  );
}

/**
 * The pool of the read replica (docs/adr/0072). A read the replica cannot serve because it is away (down,
 * restarting, not accepting connections) runs on the primary instead, and so does every read of the next 30 s, with
 * one warning: public pages keep answering while the replica is away, and no request waits on it again and again.
 * A read cancelled by a recovery conflict is run again on the primary. Any other error is the query's own and is
 * thrown. Only reads outside transactions run here, through promise-style `query` calls, as Drizzle makes them.
 */
export function replicaPool(
  connectionString: string,
  max: number,
  primary: pg.Pool,
  warn: (message: string) => void,
): pg.Pool {
  const replica = new pg.Pool({ connectionString, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  replica.on("error", (err) => warn(`Read replica idle connection lost: ${err.message}`));
  const onReplica = replica.query.bind(replica) as Query;
  const onPrimary = primary.query.bind(primary) as Query;
  // A monotonic timer: a duration of the machinery, not business time (ADR 0062).
  let awayUntil = 0;
  const query: Query = async (...args) => {
    if (performance.now() < awayUntil) return onPrimary(...args);
    try {
      return await onReplica(...args);
    } catch (error) {
      if (codeOf(error) === RECOVERY_CONFLICT) return onPrimary(...args);
      if (!isUnreachable(error)) throw error;
      awayUntil = performance.now() + REPLICA_RETRY_MS;
      warn(
        `Read replica unreachable (${error instanceof Error ? error.message : String(error)}): ` +
          `public reads go to the primary for ${REPLICA_RETRY_MS / 1000} s`,
      );
      return onPrimary(...args);
    }
  };
  replica.query = query as typeof replica.query;
  return replica;
}
