import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { configProblems } from "./test/config-problems";
import { trustedNetworks } from "./trusted-networks";

describe("TRUSTED_NETWORKS", () => {
  it("reads comma-separated CIDR ranges and single addresses, IPv4 and IPv6", () => {
    const config = loadConfig({ TRUSTED_NETWORKS: " 10.20.0.0/16, 192.0.2.7 ,2001:db8::/32" });
    expect(config.TRUSTED_NETWORKS).toEqual(["10.20.0.0/16", "192.0.2.7", "2001:db8::/32"]);
    const trusted = trustedNetworks(config.TRUSTED_NETWORKS);
    expect(["10.20.3.4", "::ffff:10.20.3.4", "192.0.2.7", "2001:db8:1::9"].map(trusted.contains)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["10.21.0.1", "192.0.2.8", "2001:db9::1", "not-an-ip", ""].map(trusted.contains)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("is empty by default: nobody is trusted", () => {
    expect(loadConfig({}).TRUSTED_NETWORKS).toEqual([]);
    expect(trustedNetworks([]).contains("127.0.0.1")).toBe(false);
  });

  it("refuses what is not an address or a range, naming it", () => {
    expect(configProblems({ TRUSTED_NETWORKS: "10.0.0.0/33, office, 2001:db8::/129, 10.0.0.0/8/1" })).toEqual([
      "TRUSTED_NETWORKS: 10.0.0.0/33 has a prefix outside 0-32",
      "TRUSTED_NETWORKS: office is not an address or a CIDR range such as 10.0.0.0/8",
      "TRUSTED_NETWORKS: 2001:db8::/129 has a prefix outside 0-128",
      "TRUSTED_NETWORKS: 10.0.0.0/8/1 is not an address or a CIDR range such as 10.0.0.0/8",
    ]);
  });
});
