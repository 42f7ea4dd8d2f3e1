import { Placeholder } from "./Placeholder";

/** Route module: composes the feature's page with its sign-in gate. */
export default function ScoringChampRoute() {
  return <Placeholder title="Scoring Champ" />;
}
