// The client's address as the access log writes it (docs/operations.md "Logs"): the address the
// trusted proxy reported (TRUST_PROXY, the same rule as Express's req.ip: proxy-trust.ts), cut to
// its network, /24 for IPv4 and /48 for IPv6, so the log identifies no visitor.
import net from "node:net";
import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { trustProxySetting } from "./proxy-trust";

type Trust = (address: string, hop: number) => boolean;

function compile(setting: number | string[]): Trust {
  const compiled = trustProxySetting(setting);
  if (typeof compiled === "function") return compiled;
  const list = new net.BlockList();
  const names: Record<string, [string, number][]> = {
    loopback: [
      ["127.0.0.0", 8],
      ["::1", 128],
    ],
    linklocal: [
      ["169.254.0.0", 16],
      ["fe80::", 10],
    ],
    uniquelocal: [
      ["10.0.0.0", 8],
      ["172.16.0.0", 12],
      ["192.168.0.0", 16],
      ["fc00::", 7],
    ],
  };
  for (const entry of compiled) {
    const ranges = names[entry] ?? [[entry.split("/")[0], Number(entry.split("/")[1] ?? (net.isIP(entry.split("/")[0]) === 6 ? 128 : 32))]];
    for (const [address, bits] of ranges) list.addSubnet(address, bits, net.isIP(address) === 6 ? "ipv6" : "ipv4");
  }
  return (address) => {
    const family = net.isIP(address);
    return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
  };
}

function plain(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").trim();
}

/** The network of an address: `203.0.113.0/24`, `2001:db8:1::/48`; "-" when it is not an address. */
export function truncateAddress(address: string): string {
  const ip = plain(address);
  if (net.isIPv4(ip)) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  if (net.isIPv6(ip)) {
    // Expand "::" to read the first three groups.
    const [head, tail = ""] = ip.split("::");
    const left = head ? head.split(":") : [];
    const right = tail ? tail.split(":") : [];
    const groups = ip.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
    return `${groups
      .slice(0, 3)
      .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
      .join(":")}::/48`;
  }
  return "-";
}

/** The client's address (untruncated) by the proxy-trust rule: walk X-Forwarded-For from the right while the hop is trusted. */
export function clientAddressOf(setting: number | string[]): (req: IncomingMessage) => string {
  const trust = compile(setting);
  return (req) => {
    let address = plain(req.socket.remoteAddress ?? "");
    const header = req.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean)
      .reverse();
    for (let hop = 0; hop < forwarded.length; hop++) {
      if (!trust(address, hop)) break;
      address = plain(forwarded[hop]);
    }
    return address;
  };
}

/** The user agent's class for the log: robô, celular, computador or desconhecido (the string itself is never logged). */
export function userAgentClass(userAgent: string | undefined): string {
  if (!userAgent) return "desconhecido";
  if (isbot(userAgent)) return "robô";
  if (/Mobi|Android|iPhone|iPad|iPod/i.test(userAgent)) return "celular";
  return "computador";
}
