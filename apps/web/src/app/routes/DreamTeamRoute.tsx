import { Placeholder } from "./Placeholder";

/** Route module: composes the feature's page with its sign-in gate. */
export default function DreamTeamRoute() {
  return <Placeholder title="Dream Team" />;
}
