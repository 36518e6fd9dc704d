import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { OperationHandler } from "../../platform/openapi/operation-handler.js";
import { clock } from "../../platform/clock.js";
import { isKnownBot } from "./known-bots.js";
import { minuteOf, readViewToken, signViewToken, type ViewKind } from "./view-token.js";

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * Who saw the page, for counting once per hour: the signed-in user, else the address with the User-Agent, hashed
 * (phones behind one carrier address mostly differ in their User-Agent; identical ones count as one).
 */
function clientKeyOf(request: FastifyRequest): string {
  if (request.auth) return `u${request.auth.userId}`;
  const seen = `${request.ip}\n${request.headers["user-agent"] ?? ""}`;
  return `a${createHash("sha256").update(seen).digest("base64url").slice(0, 22)}`;
}

/**
 * GET /api/search/views: the beacon of a page a cache may keep (docs/product/listings.md#numbers-on-a-listing, ADR
 * 0075). A valid, fresh token's listings are recorded as seen by this client (counted at the next metrics flush if
 * this client did not see them this hour); anything else counts nothing. The same pixel answers every time.
 */
export const countListingViews: OperationHandler<"countListingViews"> = async (request, reply) => {
  const key = await request.server.viewTokenKey.get();
  const now = clock.now();
  const claim = readViewToken(key, request.query.t, minuteOf(now));
  if (claim && !isKnownBot(request.headers["user-agent"])) {
    request.server.listingMetrics.beaconViews.record(clientKeyOf(request), claim.kind, claim.listingIds, now);
  }
  return sendPixel(reply);
};

function sendPixel(reply: FastifyReply) {
  return reply.header("cache-control", "no-store").type("image/gif").send(PIXEL);
}

/**
 * For the handlers whose listings are counted: when the caller says it counts by beacon (`X-Count-Views: beacon`,
 * the portal), the token its page's beacon will send; otherwise undefined, and the handler counts as before.
 */
export async function viewTokenFor(
  request: FastifyRequest,
  kind: ViewKind,
  listingIds: readonly number[],
): Promise<string | undefined> {
  if (request.headers["x-count-views"] !== "beacon") return undefined;
  const key = await request.server.viewTokenKey.get();
  return signViewToken(key, { kind, listingIds: [...listingIds], issuedMinute: minuteOf(clock.now()) });
}
