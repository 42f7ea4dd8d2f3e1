import {
  dreamTeamDataResponseSchema,
  dreamTeamPaths,
  raviResponseSchema,
  raviTestResponseSchema,
} from "@dugout/contracts/dream-team";
import type { ModulePlugin } from "../../context";
import { agentRegistry } from "./registry";
import { runRaviSelfTest } from "./self-test";
import { createResponder } from "./responder";
import { perMinute } from "../../plugins/rate-limits";

/** The agent collection and RAVI's self-test, for signed-in users (docs/requirements/dream-team.md#roles). */
export const dreamTeamRoutes: ModulePlugin = (app, ctx) => {
  const { db } = ctx.database;
  const responder = createResponder(ctx);

  app.get(
    dreamTeamPaths.data,
    {
      config: { access: "user" },
      schema: {
        tags: ["dream-team"],
        summary: "The agent registry with live statuses",
        response: { 200: dreamTeamDataResponseSchema },
      },
    },
    async () => {
      return { data: { agents: await agentRegistry(db, ctx.config, responder.provider) } };
    },
  );

  app.get(
    dreamTeamPaths.ravi,
    {
      config: { access: "user" },
      schema: { tags: ["dream-team"], summary: "RAVI's profile", response: { 200: raviResponseSchema } },
    },
    async () => {
      const agents = await agentRegistry(db, ctx.config, responder.provider);
      const ravi = agents.find((agent) => agent.id === "ravi");
      if (!ravi) throw new Error("RAVI is missing from the registry.");
      return { data: ravi };
    },
  );

  app.get(
    dreamTeamPaths.raviTest,
    {
      // Each run may call a paid model: a person may run it a few times a minute, not hammer it.
      config: { access: "user", rateLimit: perMinute(20) },
      schema: {
        tags: ["dream-team"],
        summary: "Runs RAVI's self-test (database round trip, text generation) and returns the timings",
        response: { 200: raviTestResponseSchema },
      },
    },
    async () => {
      return runRaviSelfTest(db, responder);
    },
  );
};
