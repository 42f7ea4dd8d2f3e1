import { describe, expect, it } from "vitest";
import { userAgentFamily } from "./user-agent";

describe("the request log's user agent family", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0",
      "Opera",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
      "Safari",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      "Chrome",
    ],
    ["curl/8.5.0", "curl"],
    ["Wget/1.21.4", "Wget"],
    ["python-requests/2.32.3", "Python"],
    ["node", "Node.js"],
    ["Go-http-client/1.1", "Go"],
    ["Prometheus/2.53.0", "Prometheus"],
    ["kube-probe/1.30", "health probe"],
    ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "bot"],
    ["SomethingElse/1.0", "other"],
  ])("%s is %s", (header, family) => {
    expect(userAgentFamily(header)).toBe(family);
  });

  it("is absent without a header", () => {
    expect(userAgentFamily(undefined)).toBeUndefined();
    expect(userAgentFamily("")).toBeUndefined();
  });
});
