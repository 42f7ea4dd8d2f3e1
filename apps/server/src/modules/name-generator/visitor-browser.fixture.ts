import type { LightMyRequestResponse } from "fastify";
import { nameGeneratorVisitorCookie } from "@dugout/contracts/name-generator";
import type { App } from "../../context";

interface Request {
  method: "GET" | "POST" | "PATCH";
  url: string;
  payload?: object;
  remoteAddress?: string;
}

export interface VisitorBrowser {
  /** The visitor cookie's value once the server issued one. */
  readonly visitorCookie: string | undefined;
  inject(request: Request): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
}

/**
 * One browser calling the name generator: it sends the CSRF cookie and header on every call, keeps the
 * visitor cookie the server sets and sends it back, as a browser's cookie jar would.
 */
export function visitorBrowser(app: App, csrf: Record<string, string>): VisitorBrowser {
  let visitor: string | undefined;
  const inject = async (request: Request) => {
    const cookie = [csrf.cookie, visitor ? `${nameGeneratorVisitorCookie}=${visitor}` : undefined]
      .filter(Boolean)
      .join("; ");
    const response = await app.inject({ ...request, headers: { ...csrf, cookie } });
    const issued = response.cookies.find((set) => set.name === nameGeneratorVisitorCookie);
    if (issued) visitor = issued.value;
    return response;
  };
  return {
    get visitorCookie() {
      return visitor;
    },
    inject,
    get: (url) => inject({ method: "GET", url }),
  };
}
