import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDb } from "../../platform/db/client.js";
import { markSessionWrote } from "./user-repository.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The database a public read runs on (docs/adr/0072): the read replica, except for a session that sent a write in
 * the last 10 s (findLiveSession), which reads the primary and so sees what it just changed whatever the replica's lag.
 * Anonymous callers always read the replica. Without a replica both are the primary.
 */
export function publicReadDb(request: FastifyRequest): AppDb {
  const { database } = request.server;
  return request.auth?.wroteLately ? database.db : database.readDb;
}

/**
 * With a read replica, a session's every write request (any method but GET, HEAD and OPTIONS, whatever its answer)
 * stamps the session before the answer is sent: the next request the client sends after it sees the stamp, on
 * whichever API process it lands.
 */
export function stampSessionWrites(app: FastifyInstance): void {
  if (app.database.readDb === app.database.db) return;
  app.addHook("onSend", async (request) => {
    if (request.auth && !SAFE_METHODS.has(request.method))
      await markSessionWrote(app.database.db, request.auth.tokenId);
  });
}
