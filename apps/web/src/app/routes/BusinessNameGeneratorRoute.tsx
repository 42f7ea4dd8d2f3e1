import { useEffect } from "react";
import { NameGenerator } from "../../features/name-generator/NameGenerator";

/** Route module: the public business name generator (no sign-in, docs/requirements/name-generator.md#roles). */
export default function BusinessNameGeneratorRoute() {
  useEffect(() => {
    document.title = "Business Name Generator · Dugout";
  }, []);
  return <NameGenerator />;
}
