// The client address of every request is Express's `req.ip` under "trust proxy" = TRUST_PROXY
// (decision 0024). A reverse proxy in front that the setting does not trust makes every visitor
// the proxy's address, so the login limits (decision 0006) count them all as one. Nothing can
// tell at start-up that a proxy is there; the first request that shows it (X-Forwarded-For sent
// from a loopback or private address the setting does not trust) gets one pt-BR line in the log,
// once per process. X-Forwarded-For from a public address is what any client may write: no warning.
import net from "node:net";
import type { HttpMiddleware, HttpRequest } from "./types";

/** Where reverse proxies live: the same machine, a container network, a private LAN. */
const PROXY_NETWORKS = new net.BlockList();
PROXY_NETWORKS.addSubnet("127.0.0.0", 8, "ipv4");
PROXY_NETWORKS.addSubnet("10.0.0.0", 8, "ipv4");
PROXY_NETWORKS.addSubnet("172.16.0.0", 12, "ipv4");
PROXY_NETWORKS.addSubnet("192.168.0.0", 16, "ipv4");
PROXY_NETWORKS.addSubnet("169.254.0.0", 16, "ipv4");
PROXY_NETWORKS.addAddress("::1", "ipv6");
PROXY_NETWORKS.addSubnet("fc00::", 7, "ipv6");
PROXY_NETWORKS.addSubnet("fe80::", 10, "ipv6");

/** True for a loopback, private or link-local address (IPv4-mapped IPv6 included). */
export function isProxyNetworkAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = net.isIP(plain);
  if (family === 0) return false;
  return PROXY_NETWORKS.check(plain, family === 4 ? "ipv4" : "ipv6");
}

const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const family = net.isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Express's "trust proxy" for TRUST_PROXY (decision 0030). An address list is Express's own. A
 * hop count N believes X-Forwarded-For only when the connection comes from loopback (the proxy
 * on the same machine), and then N hops of it: a client reaching the port directly, from any
 * other address, cannot choose its address (and escape the per-address login limit) by
 * rotating the header. A proxy elsewhere (another container, another host) is named by address.
 */
export function trustProxySetting(value: number | string[]): string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(value)) return value;
  const hops = value;
  return (address, hop) => hop < hops && (hop > 0 || isLoopback(address));
}

/** The one-line warning; `setting` is TRUST_PROXY as the operator wrote it (or its default). */
export function untrustedProxyLine(peer: string, setting: string): string {
  return (
    `[server] Aviso: um pedido de ${peer} trouxe X-Forwarded-For, mas TRUST_PROXY=${setting} não confia nesse endereço: ` +
    `todos os visitantes contam como ${peer} nos limites de login. Com um proxy na frente, defina TRUST_PROXY=loopback ` +
    `(proxy na mesma máquina) ou o endereço do proxy (docs/operations.md "Behind a proxy or CDN").`
  );
}

/** Express's compiled "trust proxy" test (what `req.ip` itself uses). */
function trusts(req: HttpRequest, peer: string): boolean {
  const trust: unknown = req.app.get("trust proxy fn");
  return typeof trust === "function" && Boolean((trust as (address: string, hop: number) => boolean)(peer, 0));
}

export function untrustedProxyWarning({ setting, warn }: { setting: string; warn: (line: string) => void }): HttpMiddleware {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      const peer = req.socket.remoteAddress ?? "";
      if (isProxyNetworkAddress(peer) && !trusts(req, peer)) {
        warned = true;
        warn(untrustedProxyLine(peer, setting));
      }
    }
    next();
  };
}
