import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";

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

/** What route handlers use to check who is calling: server-side enforcement of spec roles. */
export interface Auth {
  user(request: FastifyRequest): Promise<SessionUser | null>;
  /** The caller, or 401 unauthenticated. */
  requireUser(request: FastifyRequest): Promise<SessionUser>;
  /** The caller if an admin; 401 when anonymous, 403 forbidden otherwise. */
  requireAdmin(request: FastifyRequest): Promise<SessionUser>;
}

export function createAuth(resolver: SessionResolver): Auth {
  // One resolution per request, however many checks a handler makes.
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const user = (request: FastifyRequest) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = resolver.resolve(request);
      cache.set(request, pending);
    }
    return pending;
  };
  const requireUser = async (request: FastifyRequest) => {
    const found = await user(request);
    if (!found) throw new AppError("unauthenticated", "Please sign in to continue.");
    return found;
  };
  return {
    user,
    requireUser,
    async requireAdmin(request) {
      const found = await requireUser(request);
      if (found.role !== "admin") throw new AppError("forbidden", "You are not authorized to access this page.");
      return found;
    },
  };
}
