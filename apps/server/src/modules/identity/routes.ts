import type { ModulePlugin } from "../../context";
import type { Identity } from "./identity";
import { requestHeaders } from "./identity";
import { meSchema, readMe } from "./me";
import { mountBetterAuth } from "./mount";

/** The identity provider's HTTP surface; README.md in this folder documents every endpoint. */
export const identityRoutes =
  (identity: Identity): ModulePlugin =>
  async (app, ctx) => {
    await mountBetterAuth(app, identity.auth, ctx.config.baseUrl);

    app.get("/api/me", { schema: { tags: ["identity"], response: { 200: meSchema } } }, async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return readMe(identity, requestHeaders(request));
    });
  };
