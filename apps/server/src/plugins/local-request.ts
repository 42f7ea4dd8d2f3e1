import { isIPv4 } from "node:net";
import type { FastifyRequest } from "fastify";

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address (dual-stack sockets). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === "::1") return true;
  const ipv4 = address.toLowerCase().startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return isIPv4(ipv4) && ipv4.startsWith("127.");
}

/**
 * True when the request comes from this machine. The socket decides first: headers are the
 * client's to write. A reverse proxy on the same host also connects from loopback, so then every
 * client address it forwarded must be loopback too: `request.ip` (which honours TRUST_PROXY) and
 * each X-Forwarded-For hop. Checking each hop matters: with TRUST_PROXY=true, `request.ip` is the
 * leftmost hop, which the client wrote itself in front of the address the proxy appended. The hops
 * are checked even without TRUST_PROXY, so a same-host proxy the operator did not declare cannot
 * make every visitor local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) return false;
  const forwarded = request.headers["x-forwarded-for"];
  const hops = [forwarded ?? []]
    .flat()
    .flatMap((value) => value.split(","))
    .map((hop) => hop.trim());
  return hops.every(isLoopback);
}
