import { BlockList } from "node:net";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** 127.0.0.0/8, ::1, and IPv4-mapped 127.x (a dual-stack socket reports those). */
export function isLoopback(address: string): boolean {
  if (address.includes(":")) return loopback.check(address, "ipv6");
  return loopback.check(address, "ipv4");
}
