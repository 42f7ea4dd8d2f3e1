import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";

export const untrustedProxyWarning =
  'A request arrived with X-Forwarded-For, but TRUST_PROXY is not set: behind a reverse proxy every client gets the proxy\'s address (one per-IP rate-limit bucket for everyone) and HSTS is never sent. Set TRUST_PROXY (true for one proxy in front; README "Production configuration").';

/**
 * Production behind a reverse proxy without TRUST_PROXY boots and serves, but every client has the
 * proxy's address and no request counts as https. Nothing at boot can tell that a proxy is in front,
 * so the first forwarded request says so, once per process (ADR 0033). A callback hook: the rest pass on the spot.
 */
export function registerUntrustedProxyWarning(app: FastifyInstance, config: AppConfig): void {
  if (config.NODE_ENV !== "production" || config.TRUST_PROXY !== false) return;
  let warned = false;
  app.addHook("onRequest", (request, _reply, done) => {
    if (!warned && request.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      request.log.warn(untrustedProxyWarning);
    }
    done();
  });
}
