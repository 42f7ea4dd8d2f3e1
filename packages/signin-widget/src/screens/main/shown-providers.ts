import { oauthProviderName, type OAuthProviderConfig, type WidgetConfig } from "@dugout/contracts/signin-widget";
import { useEffect } from "react";
import { bootstrapIsFresh } from "../../bootstrap-cache";

/**
 * The social buttons a widget shows: the providers its configuration names that the server also offers
 * (bootstrap's `oauthProviders`), in the configuration's order. A button for a provider the server has no
 * credentials for would only end in an error.
 */
export function shownOAuthProviders(config: WidgetConfig, offered: readonly string[]): OAuthProviderConfig[] {
  return (config.oauthOptions?.providers ?? []).filter((provider) => offered.includes(provider.type));
}

/** The configured providers the server does not offer (for the developer's console warning). */
function missingOAuthProviders(config: WidgetConfig, offered: readonly string[]): OAuthProviderConfig[] {
  return (config.oauthOptions?.providers ?? []).filter((provider) => !offered.includes(provider.type));
}

const missingOAuthProvidersWarning = (missing: readonly OAuthProviderConfig[]): string =>
  `Dugout sign-in widget: ${missing.map((provider) => oauthProviderName[provider.type]).join(", ")} ` +
  `${missing.length === 1 ? "is" : "are"} in oauthOptions.providers but not configured on the server ` +
  "(bootstrap's oauthProviders), so its button is hidden. Set the provider's OAUTH_<PROVIDER>_CLIENT_ID and " +
  "OAUTH_<PROVIDER>_CLIENT_SECRET on the server, or remove it from the widget configuration.";

/** Tells the developer, once the server has answered, which configured providers it does not offer. */
export function useMissingOAuthProviderWarning(config: WidgetConfig, offered: readonly string[]): void {
  useEffect(() => {
    // An empty or earlier cached answer says nothing about what the server offers now.
    if (!bootstrapIsFresh() || !config.products.includes("oauth")) return;
    const missing = missingOAuthProviders(config, offered);
    if (missing.length > 0) console.warn(missingOAuthProvidersWarning(missing));
  }, [config, offered]);
}
