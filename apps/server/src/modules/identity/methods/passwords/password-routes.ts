import { z } from "zod";
import { singleLineTextSchema } from "@dugout/contracts/text";
import { passwordStrengthResultSchema } from "@dugout/contracts/signin-widget";
import type { App } from "../../../../context";
import { IdentityError } from "../../../../errors";
import { callerOf } from "../../../../plugins/access";
import { limitRules } from "../../limits";
import { requestHeaders } from "../../request-headers";
import { emailSchema } from "../../request-schemas";
import type { MethodRouteKit } from "../method";

const passwordSchema = singleLineTextSchema.check(z.minLength(1), z.maxLength(256));
const okSchema = z.object({ ok: z.literal(true) });

/** POST /api/auth/dugout/passwords/strength (the widget's meter) and .../passwords/set (a first password). */
export function registerPasswordRoutes(app: App, { identity, prefix, asIdentityError, limit }: MethodRouteKit): void {
  app.post(
    `${prefix}/passwords/strength`,
    {
      schema: {
        tags: ["identity"],
        body: z.object({ email: emailSchema.optional(), password: passwordSchema }),
        response: { 200: passwordStrengthResultSchema },
      },
    },
    async (request) => {
      await limit(request, "strength", limitRules.strengthPerIp);
      return asIdentityError(() => identity.policy.check(request.body.password, request.body.email));
    },
  );

  app.post(
    `${prefix}/passwords/set`,
    {
      config: { access: "user" },
      schema: {
        tags: ["identity"],
        body: z.object({ password: passwordSchema }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const user = callerOf(request);
      const providers = (await identity.users.providerIds([user.id])).get(user.id) ?? [];
      if (providers.includes("credential")) {
        throw new IdentityError("password_already_set");
      }
      const result = await asIdentityError(() => identity.policy.check(request.body.password, user.email));
      if (!result.valid_password) {
        const refusal = identity.policy.refusal(result);
        throw new IdentityError(refusal.type, refusal.message);
      }
      await asIdentityError(() =>
        identity.auth.api.setPassword({
          body: { newPassword: request.body.password },
          headers: requestHeaders(request),
        }),
      );
      await identity.passwordChanges.afterPasswordChange({ id: user.id, email: user.email });
      return { ok: true as const };
    },
  );
}
