import { isIP } from "node:net";

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as two). */
function ipv6Groups(address: string): string[] {
  let text = address.split("%")[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ""));
}

/**
 * The part of a client address that rate limits count. An IPv4 address (also IPv4-mapped IPv6) counts as
 * itself; IPv6 counts per /64, the block one subscriber usually gets, so rotating through it gains nothing.
 */
export function clientKey(address: string): string {
  if (isIP(address) === 4) return address;
  if (isIP(address.split("%")[0]!) !== 6) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (mapped) {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}
