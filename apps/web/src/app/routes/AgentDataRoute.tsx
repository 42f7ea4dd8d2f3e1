import { AuthGate } from "../../features/auth/AuthGate";
import { pages } from "../pages";
import { SignInScreen } from "../../features/auth/SignInScreen";
import { useRuntimeConfig } from "../../lib/runtime-config-context";
import { signedInView } from "../signed-in-view";

const UsageStatsPage = signedInView(() =>
  import("../../features/agent-usage/UsageStatsPage").then((module) => module.UsageStatsPage),
);

/** Route module for /{agent}_data: any signed-in user (docs/requirements/agent-usage.md#roles). */
export default function AgentDataRoute() {
  const { agentName } = useRuntimeConfig();
  const agent = `${agentName.charAt(0).toUpperCase()}${agentName.slice(1)}`;
  return (
    <AuthGate access={pages.agentData.access} signIn={<SignInScreen title={`${agent} Data Access`} />}>
      {() => <UsageStatsPage agentName={agentName} />}
    </AuthGate>
  );
}
