import pg from "pg";

/** What a listener tells its user: a payload, and whether notifications can be missed right now. */
export type NotificationHandlers = {
  message(payload: string): void;
  /** LISTEN is in force: from now on no notification is missed (anything before may have been). */
  up(): void;
  /** The connection is lost: notifications are missed until the next up(). */
  down(): void;
};

const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN on a connection of its own, not a pooled one (a pooled connection is handed to queries and closed when
 * idle; behind a transaction-pooling proxy it is not even the same server session): reconnected a second after
 * any loss, for as long as the process runs. A notification whose sender `deliveredElsewhere` names (a server process
 * of this process's pool, which told its own connection already) is skipped. Returns the function that stops it.
 */
export function listenOnServer(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  deliveredElsewhere: (senderPid: number) => boolean = () => false,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (conn: pg.Client, reason: string) => {
    if (client !== conn) return;
    client = undefined;
    handlers.down();
    void conn.end().catch(() => undefined);
    if (stopped) return;
    console.warn(`PostgreSQL LISTEN ${channel} connection lost (${reason}); reconnecting`);
    retry = setTimeout(connect, RECONNECT_DELAY_MS);
  };

  function connect(): void {
    const conn = new pg.Client({ connectionString, application_name: `listen ${channel}` });
    client = conn;
    conn.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined && !deliveredElsewhere(n.processId)) {
        handlers.message(n.payload);
      }
    });
    conn.on("error", (err) => lost(conn, err.message));
    conn.on("end", () => lost(conn, "closed"));
    const start = async () => {
      await conn.connect();
      await conn.query(`LISTEN ${channel}`);
      if (client === conn && !stopped) handlers.up();
    };
    start().catch((err: Error) => lost(conn, err.message));
  }

  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const conn = client;
    client = undefined;
    handlers.down();
    await conn?.end().catch(() => undefined);
  };
}
