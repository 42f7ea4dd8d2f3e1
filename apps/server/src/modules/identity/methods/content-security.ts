import type { AppConfig } from "../../../config";
import type { ContentSecuritySources } from "../../../plugins/security-headers";
import { signInMethods } from "./index";

/** The origins the sign-in methods need on the app's pages for this configuration, merged by directive. */
export function methodContentSecurity(config: AppConfig): ContentSecuritySources | undefined {
  const wanted = signInMethods.flatMap((method) => method.contentSecurity?.(config) ?? []);
  if (wanted.length === 0) return undefined;
  const merged = (directive: keyof ContentSecuritySources) => [
    ...new Set(wanted.flatMap((sources) => sources[directive] ?? [])),
  ];
  const directives = ["scriptSrc", "styleSrc", "connectSrc", "frameSrc"] as const;
  return Object.fromEntries(
    directives.flatMap((directive) => {
      const sources = merged(directive);
      return sources.length > 0 ? [[directive, sources] as const] : [];
    }),
  );
}
