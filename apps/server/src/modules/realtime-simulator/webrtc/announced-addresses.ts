import { createHash } from "node:crypto";
import { networkInterfaces } from "node:os";

/**
 * werift binds each call's UDP socket to every interface (0.0.0.0) but announces it once per address it
 * gathers, each on a socket (and a port) of its own. The simulator gathers on loopback alone and
 * announces the one socket again here for each other address that reaches it: the host's own, and the
 * address a NAT, a container's published ports or a load balancer forwards (REALTIME_SIM_PUBLIC_ADDRESS).
 * One port per call, whatever the number of addresses (ADR 0038).
 */
export function hostAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((info) => info !== undefined && info.family === "IPv4" && !info.internal)
    .map((info) => info?.address ?? "");
}

const candidateLine = /^a=candidate:(\S+) (\d+) (udp) (\d+) (\S+) (\d+) typ host(.*)$/i;

/** The answer with each UDP host candidate repeated for every address in `addresses` it does not name yet. */
export function announceAddresses(sdp: string, addresses: readonly string[]): string {
  const lines = sdp.split(/\r?\n/);
  const out: string[] = [];
  for (const line of lines) {
    out.push(line);
    const match = candidateLine.exec(line);
    if (!match) continue;
    const [, , component, transport, priority, address, port, rest] = match;
    addresses
      .filter((other) => other !== address)
      .forEach((other, index) => {
        // A foundation per base address (RFC 8445 5.1.1.3); a priority just below the gathered one's.
        const foundation = createHash("sha256").update(`host udp ${other}`).digest("hex").slice(0, 8);
        out.push(
          `a=candidate:${foundation} ${component} ${transport} ${Number(priority) - index - 1} ${other} ${port} typ host${rest}`,
        );
      });
  }
  return out.join("\r\n");
}

/** How many candidates the answer carries: none means no port was free (REALTIME_SIM_UDP_PORTS is used up). */
export const candidateCount = (sdp: string): number =>
  sdp.split(/\r?\n/).filter((line) => line.startsWith("a=candidate:")).length;
