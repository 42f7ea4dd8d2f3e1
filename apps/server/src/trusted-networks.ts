import { BlockList, isIP } from "node:net";

/**
 * TRUSTED_NETWORKS: the client networks (an office behind one NAT address, a VPN) whose people share
 * an address. Their sign-in messages are capped per person (the recipient's email or number) instead
 * of per address, so sixty reps in one office are not refused after the fiftieth link.
 */
export interface TrustedNetworks {
  /** The ranges as written (normalised), for logs and the docs. */
  readonly ranges: readonly string[];
  contains(ip: string): boolean;
}

/** "10.0.0.0/8" or a single address; what is wrong with an entry, or undefined when it is fine. */
export function trustedRangeProblem(range: string): string | undefined {
  const [address = "", prefix, extra] = range.split("/");
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return `${range} is not an address or a CIDR range such as 10.0.0.0/8`;
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  const most = family === 4 ? 32 : 128;
  return Number.isInteger(bits) && bits >= 0 && bits <= most ? undefined : `${range} has a prefix outside 0-${most}`;
}

/** IPv4 clients of a dual-stack socket arrive as ::ffff:a.b.c.d; the ranges are written as a.b.c.d. */
const plain = (ip: string) => (ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

/** Builds the matcher from checked ranges (config.ts refuses a bad one at boot). */
export function trustedNetworks(ranges: readonly string[]): TrustedNetworks {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = "", prefix] = range.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    ranges,
    contains(ip: string) {
      if (ranges.length === 0) return false;
      const address = plain(ip);
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
    },
  };
}
