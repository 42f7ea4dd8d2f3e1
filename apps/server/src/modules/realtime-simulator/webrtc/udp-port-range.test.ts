import { createSocket, Socket } from "node:dgram";
import { afterEach, describe, expect, it } from "vitest";
import { UdpTransport } from "werift";
import { bindPortRangesSafely } from "./udp-port-range";

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const socket of opened.splice(0)) await Promise.resolve(socket.close()).catch(() => undefined);
});

/** A socket of this test's own, bound to `port` on every interface (as werift binds). */
async function takePort(port: number): Promise<Socket> {
  const socket = createSocket("udp4");
  opened.push({ close: () => new Promise<void>((resolve) => socket.close(() => resolve())) });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind({ port }, () => resolve());
  });
  return socket;
}

/** Four ports in a row that are free now (the kernel's pick, and the three after it). */
async function freeRange(): Promise<[number, number]> {
  for (;;) {
    const probe = await takePort(0);
    const first = probe.address().port;
    await opened.pop()?.close();
    if (first + 3 > 65_535) continue;
    try {
      for (let port = first; port <= first + 3; port += 1) await takePort(port);
      return [first, first + 3];
    } catch {
      // One of them is in use: try elsewhere.
    } finally {
      for (const socket of opened.splice(0)) await socket.close();
    }
  }
}

async function transportIn(range: [number, number]): Promise<UdpTransport> {
  const transport = await UdpTransport.init("udp4", { portRange: range });
  opened.push(transport);
  return transport;
}

describe("werift's sockets in a port range (REALTIME_SIM_UDP_PORTS)", () => {
  bindPortRangesSafely();

  it("binds the first port another socket has not taken", async () => {
    const range = await freeRange();
    await takePort(range[0]);
    await takePort(range[0] + 1);
    expect((await transportIn(range)).port).toBe(range[0] + 2);
  });

  it("moves on when another socket takes its port at the last moment, instead of crashing", async () => {
    // The worst timing another process can have, twice: it takes the first port of the range that a socket asks
    // for, just before that socket's bind; and the port of the first socket that closes in the range, as it closes
    // (werift probes a port by binding a socket there and closing it, then binds its own).
    const range = await freeRange();
    const inRange = (port: unknown) => typeof port === "number" && port >= range[0] && port <= range[1];
    const stolen: Promise<Socket>[] = [];
    let tookABind = false;
    let tookAClose = false;
    const { bind, close } = Socket.prototype;
    Socket.prototype.bind = function (this: Socket, ...args: unknown[]) {
      const port = typeof args[0] === "object" ? (args[0] as { port?: number } | null)?.port : args[0];
      if (!tookABind && inRange(port)) {
        tookABind = true;
        stolen.push(takePort(port as number)); // asked for first, so bound first
      }
      return (bind as (...args: unknown[]) => Socket).apply(this, args);
    };
    Socket.prototype.close = function (this: Socket, ...args: Parameters<Socket["close"]>) {
      const port = this.address().port;
      if (!tookAClose && inRange(port)) {
        tookAClose = true;
        // Registered before close()'s own callback: this bind is asked for before werift's.
        this.once("close", () => stolen.push(takePort(port)));
      }
      return close.apply(this, args);
    };
    try {
      const transport = await transportIn(range);
      const taken = await Promise.all(stolen);
      expect(taken.length).toBeGreaterThan(0);
      expect(transport.port).toBeGreaterThanOrEqual(range[0]);
      expect(transport.port).toBeLessThanOrEqual(range[1]);
      expect(taken.map((socket) => socket.address().port)).not.toContain(transport.port);
    } finally {
      Object.assign(Socket.prototype, { bind, close });
    }
  });

  it("gives two sockets asked for at once two ports", async () => {
    const range = await freeRange();
    const [one, two] = await Promise.all([transportIn(range), transportIn(range)]);
    expect(one.port).not.toBe(two.port);
  });

  it("rejects with werift's own error when every port of the range is taken", async () => {
    const range = await freeRange();
    for (let port = range[0]; port <= range[1]; port += 1) await takePort(port);
    await expect(UdpTransport.init("udp4", { portRange: range })).rejects.toThrow(/port not found/);
  });
});
