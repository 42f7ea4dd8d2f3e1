import { oauthProviderName, type OAuthProviderConfig } from "@dugout/contracts/signin-widget";
import { lazy, Suspense } from "react";
import { Button, Spinner } from "../../components/ui";
import { useWidget } from "../../state/context";
import { useAction } from "../../state/use-action";
import { shownOAuthProviders } from "./shown-providers";

/** Google One Tap's code (and Google's script) loads only for a configuration that turns it on. */
const OneTap = lazy(() => import("../../one-tap/OneTap"));

/**
 * 'Continue with {provider}' buttons for the configured providers the server offers; each starts the
 * provider's sign-in and leaves the page. Google marked `one_tap` also gets its One Tap prompt; its
 * button stays as the fallback.
 */
export function OAuthSection() {
  const { config, t, client, returnUrl, bootstrap } = useWidget();
  const { run, busy } = useAction();
  const providers = shownOAuthProviders(config, bootstrap.oauthProviders);
  const start = (provider: OAuthProviderConfig) =>
    run(async () => {
      const { url } = await client.oauthStart({
        provider: provider.type,
        customScopes: provider.custom_scopes,
        providerParams: provider.provider_params,
        loginRedirectUrl: config.oauthOptions?.loginRedirectURL ?? returnUrl,
        signupRedirectUrl: config.oauthOptions?.signupRedirectURL ?? config.oauthOptions?.loginRedirectURL ?? returnUrl,
      });
      window.location.assign(url);
    });
  if (providers.length === 0) return null;
  const oneTap = providers.find((provider) => provider.type === "google" && provider.one_tap);
  return (
    <div className="dw-section dw-oauth">
      {oneTap && (
        <Suspense fallback={<Spinner />}>
          <OneTap provider={oneTap} providers={providers} />
        </Suspense>
      )}
      {providers.map((provider) => (
        <Button key={provider.type} variant="secondary" disabled={busy} onClick={() => void start(provider)}>
          {t("continueWith", { provider: oauthProviderName[provider.type] })}
        </Button>
      ))}
    </div>
  );
}
