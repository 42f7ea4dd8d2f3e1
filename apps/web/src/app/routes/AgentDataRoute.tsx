import { useRuntimeConfig } from "../../lib/runtime-config-context";
import { Placeholder } from "./Placeholder";

/** Route module for /{agent}_data: composes the feature's page with its sign-in gate. */
export default function AgentDataRoute() {
  const { agentName } = useRuntimeConfig();
  return <Placeholder title={`${agentName.charAt(0).toUpperCase()}${agentName.slice(1)} Usage Statistics`} />;
}
