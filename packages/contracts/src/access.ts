import { z } from "zod/mini";

// Who is who (docs/requirements/platform.md#roles) and the CSRF token every state change carries.

export const roles = ["admin"] as const;
export type Role = (typeof roles)[number];
export const adminRole: Role = "admin";

/** Any signed-in user whose role is not admin is a regular user (docs/requirements/platform.md#roles). */
export const isAdminRole = (role: unknown): boolean => role === adminRole;

export const trustedMetadataSchema = z.object({ role: z.optional(z.nullable(z.string())) });
export type TrustedMetadata = z.infer<typeof trustedMetadataSchema>;

export const csrfHeaderName = "x-csrf-token";
export const csrfCookieName = "dugout_csrf";
/** GET /api/csrf: the token to echo in the header (the same value as the cookie). */
export const csrfAnswerSchema = z.object({ token: z.string().check(z.minLength(1)) });
