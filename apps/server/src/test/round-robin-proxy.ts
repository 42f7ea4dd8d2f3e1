import { createServer, request as forward, type IncomingMessage, type Server } from "node:http";

interface ProxiedRequest {
  method: string;
  path: string;
  /** Index of the instance that answered. */
  instance: number;
}

export interface RoundRobinProxy {
  url: string;
  /** Every request passed on, in order. */
  log: ProxiedRequest[];
  close(): Promise<void>;
}

export interface RoundRobinProxyOptions {
  /**
   * Picks the instance for one request instead of the next in turn (undefined: the next in turn). The
   * scale test sends each SDP offer to an instance other than the one that minted its secret: the case
   * a round-robin proxy makes common and that used to fail.
   */
  choose?(request: IncomingMessage, log: readonly ProxiedRequest[]): number | undefined;
}

/**
 * A load balancer as small as one gets: each request (not each connection) goes to the next instance in turn, passed on as is
 * (no X-Forwarded-For: the instances see the proxy's loopback address, as behind a proxy they do not trust).
 */
export function startRoundRobinProxy(
  upstreams: readonly string[],
  options: RoundRobinProxyOptions = {},
): Promise<RoundRobinProxy> {
  const log: ProxiedRequest[] = [];
  let turn = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const chosen = options.choose?.(incoming, log);
    const instance = chosen ?? turn++ % upstreams.length;
    const target = new URL(incoming.url ?? "/", upstreams[instance]);
    log.push({ method: incoming.method ?? "GET", path: target.pathname, instance });
    const upstream = forward(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end("bad gateway");
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      resolve({
        url: `http://localhost:${port}`,
        log,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
