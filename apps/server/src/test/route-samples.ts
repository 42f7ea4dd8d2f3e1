import { agentUsageSamples } from "./route-samples/agent-usage";
import { auditSamples } from "./route-samples/audit";
import { battingCageSamples } from "./route-samples/batting-cage";
import { betterAuthSamples } from "./route-samples/better-auth";
import { coachingSamples } from "./route-samples/coaching";
import { dreamTeamSamples } from "./route-samples/dream-team";
import { identitySamples } from "./route-samples/identity";
import { nameGeneratorSamples } from "./route-samples/name-generator";
import { platformSamples } from "./route-samples/platform";
import { realtimeSimulatorSamples } from "./route-samples/realtime-simulator";
import { scoringSamples } from "./route-samples/scoring";
import type { SampleFactory } from "./route-fixture";

/** One table from the modules' tables; a route in two of them would shadow a sample, so it throws. */
function composeSamples(...tables: Record<string, SampleFactory>[]): Record<string, SampleFactory> {
  const all: Record<string, SampleFactory> = {};
  for (const table of tables) {
    for (const [route, factory] of Object.entries(table)) {
      if (route in all) throw new Error(`Two samples for ${route}`);
      all[route] = factory;
    }
  }
  return all;
}

/**
 * One valid request per registered route (`METHOD url` as Fastify registered it), so that the
 * malformed-input and log tests can change one field at a time and still reach the handler and
 * the database. Every route needs an entry in its module's table: a new route without one fails those tests.
 */
export const routeSamples = composeSamples(
  platformSamples,
  identitySamples,
  betterAuthSamples,
  battingCageSamples,
  realtimeSimulatorSamples,
  nameGeneratorSamples,
  auditSamples,
  scoringSamples,
  coachingSamples,
  agentUsageSamples,
  dreamTeamSamples,
);

/** The sample of a registered route, or undefined when it has none. */
export function sampleFor(route: { method: string; url: string }): SampleFactory | undefined {
  return routeSamples[`${route.method} ${route.url}`];
}
