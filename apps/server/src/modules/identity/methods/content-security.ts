import type { AppConfig } from "../../../config";
import { mergeContentSecuritySources, type ContentSecuritySources } from "../../../plugins/security-headers";
import { signInMethods } from "./index";

/** The origins the sign-in methods need on the app's pages for this configuration, merged by directive. */
export const methodContentSecurity = (config: AppConfig): ContentSecuritySources | undefined =>
  mergeContentSecuritySources(signInMethods.flatMap((method) => method.contentSecurity?.(config) ?? []));
