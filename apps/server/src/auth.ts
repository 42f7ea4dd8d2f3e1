import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";
import { noteRequestUser } from "./plugins/request-user";

/** The signed-in person as every module sees it; `role` is the session's trusted_metadata.role. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  image: string | null;
  role: "admin" | null;
  sessionId: string;
}

/** Reads the session a request carries. The identity module provides the real one. */
export interface SessionResolver {
  resolve(request: FastifyRequest): Promise<SessionUser | null>;
}

/** What route handlers use to know who is calling. Who may call is declared per route (plugins/access.ts). */
export interface Auth {
  /** The signed-in caller, or null (routes that serve anyone and say more to the signed in). */
  user(request: FastifyRequest): Promise<SessionUser | null>;
  /**
   * The signed-in caller, or 401 unauthenticated. The access hook asks it for routes declared user, owner or admin
   * and hands the answer to their handlers (`callerOf`); identity's own routes, declared in its endpoint list, ask here.
   */
  caller(request: FastifyRequest): Promise<SessionUser>;
}

export function createAuth(resolver: SessionResolver): Auth {
  // One resolution per request, however many times the hook and the handler ask.
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const user = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = resolver.resolve(request).then((found) => {
        if (found) noteRequestUser(request, found.id);
        return found;
      });
      cache.set(request, pending);
    }
    return pending;
  };
  return {
    user,
    async caller(request) {
      const found = await user(request);
      if (!found) throw new AppError("unauthenticated", "Please sign in to continue.");
      return found;
    },
  };
}
