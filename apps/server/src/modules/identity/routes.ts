import { z } from "zod";
import { mePath, meSchema } from "@dugout/contracts/identity";
import { telemetryBatchSchema } from "@dugout/contracts/signin-widget";
import type { ModulePlugin } from "../../context";
import { AppError } from "../../errors";
import { requestHeaders } from "./request-headers";
import { inviteInitialAdmin } from "./initial-admin";
import { limitRules } from "./limits";
import { readMe } from "./me";
import { mountBetterAuth } from "./mount";
import { createOpenIdConsentRequests } from "./methods/openid/openid-consent-requests";
import { signInMethods } from "./methods";
import { countSignInAttempts } from "./sign-in-metrics";
import { auditSignIns } from "./sign-in-audit";
import { registerUserAdminRoutes } from "./user-admin-routes";
import { registerWidgetRoutes } from "./widget-routes";

/** The identity provider's HTTP surface; README.md in this folder documents every endpoint. */
export const identityRoutes: ModulePlugin = async (app, ctx) => {
  // Built by buildApp before any module (every `ctx.auth` asks it who is calling), decorated on the app.
  const { identity } = app;
  // The password strength worker thread (started by the first check) ends with the app.
  app.addHook("onClose", async () => identity.policy.close());
  countSignInAttempts(app, ctx.metrics, identity.sessionCookie);
  auditSignIns(app, {
    db: ctx.database.db,
    sessionCookie: identity.sessionCookie,
    caller: (request) => ctx.auth.user(request),
  });
  await mountBetterAuth(
    app,
    identity.auth,
    ctx.config.baseUrl,
    identity.signInBindings,
    {
      consentRequests: createOpenIdConsentRequests(ctx.database.db, ctx.config.baseUrl),
      userIdOf: async (request) => (await ctx.auth.user(request))?.id,
    },
    ctx.config.WIDGET_ALLOWED_ORIGINS,
  );
  await registerWidgetRoutes(app, ctx, identity);
  for (const method of signInMethods) await method.routes?.(app, ctx, identity);
  registerUserAdminRoutes(app, ctx, identity);
  // The first admin of a real install (INITIAL_ADMIN_EMAIL), once the app is built.
  app.addHook("onReady", () => inviteInitialAdmin(identity, ctx.database.db, ctx.config.INITIAL_ADMIN_EMAIL, app.log));

  // Anyone: `{ user: null }` when signed out.
  app.get(
    mePath,
    { config: { access: "public" }, schema: { tags: ["identity"], response: { 200: meSchema } } },
    async (request, reply) => {
      void reply.header("cache-control", "no-store");
      return readMe(identity, requestHeaders(request));
    },
  );

  // The widget's telemetry, batched (15 events or 800 ms); CSRF-protected like every app POST.
  app.post(
    "/api/events",
    {
      // The widget logs before and after sign-in; the CSRF token and a per-IP limit guard it.
      config: { access: "public" },
      schema: {
        tags: ["identity"],
        body: telemetryBatchSchema,
        response: { 202: z.object({ accepted: z.number() }) },
      },
    },
    async (request, reply) => {
      const decision = await identity.limits.hit(`events:ip:${request.ip}`, limitRules.eventsPerIp);
      if (!decision.allowed) {
        const wait = decision.retryAfterSeconds;
        throw new AppError("rate_limited", `Too many requests. Try again in ${wait} seconds.`, wait);
      }
      const user = await ctx.auth.user(request);
      const { events } = request.body;
      await identity.events.record(
        events.map((event) => {
          const email = event.details?.email;
          return {
            name: event.name,
            source: "widget" as const,
            userId: user?.id ?? null,
            email: typeof email === "string" ? email.slice(0, 254) : null,
            details: event.details ?? {},
            ipAddress: request.ip,
            ...(event.timestamp ? { occurredAt: new Date(event.timestamp) } : {}),
          };
        }),
      );
      return reply.status(202).send({ accepted: events.length });
    },
  );
};
