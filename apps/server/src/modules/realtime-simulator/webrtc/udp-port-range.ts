import type { Socket } from "node:dgram";
import { UdpTransport, interfaceAddress } from "werift";

interface UdpTransportInternals {
  socketType: "udp4" | "udp6";
  socket: Socket;
  options: { port?: number; portRange?: [number, number]; interfaceAddresses?: Record<string, string> };
}

let installed = false;

/**
 * werift 0.24 binds a socket in a port range (`icePortRange`) in two steps: it probes the range for a free port
 * (binding a socket there and closing it), then binds its own socket to that port with no `error` listener. A
 * socket that takes the port in between (another process on the host, or another call of this one) makes that
 * bind fail with nobody listening: an uncaught EADDRINUSE that ends the process, every call on it included.
 *
 * This binds werift's own socket to the range's ports one after the other, listening for the failure, and keeps
 * the first that binds. It replaces werift's method for every socket it opens in a range (ICE's, and TURN's if
 * one is configured); a socket without a range is werift's as before. Call it before the first peer gathers.
 */
export function bindPortRangesSafely(): void {
  if (installed) return;
  installed = true;
  // `init` is private in werift's types; the static `UdpTransport.init` every caller uses calls it.
  const prototype = UdpTransport.prototype as unknown as { init: (this: UdpTransportInternals) => Promise<void> };
  const werifts = prototype.init;
  prototype.init = async function init(this: UdpTransportInternals) {
    const { socketType, socket, options } = this;
    if (options.port || !options.portRange) return werifts.call(this);
    const address = interfaceAddress(socketType, options.interfaceAddresses);
    const [first, last] = options.portRange;
    for (let port = first; port <= last; port += 1) {
      if (await bound(socket, port, address)) return;
    }
    socket.close();
    // werift's own words when a range is full: its callers (and NoFreePortError's) expect them.
    throw new Error("port not found");
  };
}

/** Binds `socket` to `port`: false when the port is taken, the socket then still unbound and free to try another. */
function bound(socket: Socket, port: number, address: string | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const refused = () => {
      socket.off("listening", listening);
      resolve(false);
    };
    const listening = () => {
      socket.off("error", refused);
      resolve(true);
    };
    socket.once("error", refused);
    socket.once("listening", listening);
    socket.bind({ port, ...(address ? { address } : {}) });
  });
}
