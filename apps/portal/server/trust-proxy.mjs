import { isIP } from "node:net";

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry) {
  if (NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(bits) === 4;
}

/**
 * Express's "trust proxy" from TRUST_PROXY: the proxies in front of this server whose X-Forwarded-* headers
 * are believed. Unset, `none` or `false`: nobody (this server is the edge, the socket address is the client).
 * Otherwise a comma-separated list of addresses, CIDR ranges and loopback, linklocal, uniquelocal. Neither
 * `true` nor hop counts: both would let a client name its own address.
 * @param {string | undefined} value
 * @returns {false | string[]}
 */
export function trustProxySetting(value) {
  const text = (value ?? "").trim();
  if (text === "" || text === "none" || text === "false") return false;
  const entries = text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0 || !entries.every(isAddressOrRange)) {
    throw new Error(
      "Invalid configuration:\nTRUST_PROXY: must be none or a comma-separated list of addresses, CIDR ranges, loopback, linklocal, uniquelocal",
    );
  }
  return entries;
}
