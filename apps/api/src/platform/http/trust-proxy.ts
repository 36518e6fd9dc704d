import { isIP } from "node:net";

/**
 * Which peers may tell the API the client address (X-Forwarded-For), as Fastify's `trustProxy` takes it:
 * false = nobody (the socket address is the client), or a list of addresses, CIDR ranges and the names
 * loopback, linklocal and uniquelocal. No hop counts: they cannot check who the immediate peer is.
 */
export type TrustProxy = false | string[];

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A prefix length, or (IPv4) a dotted netmask as proxy-addr accepts it.
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(bits) === 4;
}

export const TRUST_PROXY_FORMAT =
  "must be none or a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal";

/**
 * Reads API_TRUST_PROXY: unset means the portal on this machine (loopback); `none` or `false` trusts no proxy.
 * "true" (every peer) is refused on purpose: it would let any client choose its own address. Undefined = invalid.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = (value ?? "").trim();
  if (text === "") return ["loopback"];
  if (text === "none" || text === "false") return false;
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isAddressOrRange)) return undefined;
  return entries;
}
