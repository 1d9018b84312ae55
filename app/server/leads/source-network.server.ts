import { isIPv4, isIPv6 } from "node:net";

/**
 * The network an address belongs to, for the per-source budgets of lead counting (decision
 * 0023): its /24 for IPv4 ("v4:203.0.113"), its /64 for IPv6 ("v6:2001:db8:0:1"). An IPv4
 * address mapped into IPv6 ("::ffff:203.0.113.9") is IPv4. Anything else is its own network.
 */
export function networkOf(address: string): string {
  const mapped = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (isIPv4(mapped)) return `v4:${mapped.split(".").slice(0, 3).join(".")}`;
  if (isIPv6(address)) return `v6:${ipv6Groups(address).slice(0, 4).join(":")}`;
  return `other:${address}`;
}

/** One spelling per address: an IPv4-mapped one as IPv4, IPv6 in full lower-case groups; anything else as given. */
export function canonicalAddress(address: string): string {
  const mapped = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  if (isIPv4(mapped)) return mapped;
  return isIPv6(address) ? ipv6Groups(address).join(":") : address;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001,db8,0,0,0,0,0,1). */
function ipv6Groups(address: string): string[] {
  const plain = address.split("%", 1)[0].toLowerCase();
  const [head, tail] = plain.includes("::") ? plain.split("::") : [plain, null];
  const groups = (part: string) => (part ? part.split(":") : []);
  const front = groups(head);
  let back = tail === null ? [] : groups(tail);
  // An embedded IPv4 tail ("::1.2.3.4") is two groups.
  const last = back.length > 0 ? back[back.length - 1] : front[front.length - 1];
  if (last?.includes(".")) {
    const n = last.split(".").map(Number);
    const pair = [((n[0] << 8) | n[1]).toString(16), ((n[2] << 8) | n[3]).toString(16)];
    if (back.length > 0) back = [...back.slice(0, -1), ...pair];
    else front.splice(front.length - 1, 1, ...pair);
  }
  const missing = tail === null ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<string>(missing).fill("0"), ...back].map((g) => (parseInt(g, 16) || 0).toString(16));
}
