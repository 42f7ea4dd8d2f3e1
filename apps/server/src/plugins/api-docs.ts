import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { markRoutesPublic } from "./access";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance, baseUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Dugout API",
        version: "1.0.0",
        description:
          'Errors answer `{"error": {"code", "message"}}`. State-changing calls need the CSRF token from GET /api/csrf in the x-csrf-token header.',
      },
      servers: [{ url: baseUrl }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The document describes public routes only by their shape; the pages themselves are public.
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await scope.register(swaggerUi, {
      routePrefix: "/api/docs",
      staticCSP: true,
      // Swagger UI replaces the app's CSP with its own: keep it in line with the app's headers
      // (plugins/security-headers.ts): no framing, as X-Frame-Options DENY says, and no forced https
      // upgrade, which would break the docs of a plain-http install.
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/\s*upgrade-insecure-requests;?/, ""),
    });
  });
}
