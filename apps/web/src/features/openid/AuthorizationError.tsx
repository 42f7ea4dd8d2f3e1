import { openIdErrorMessages, openIdErrorParams, openIdMessages } from "@dugout/contracts/openid";

/** What the error page says, in the consent screen's words where it has them. */
function errorText(query: URLSearchParams): string {
  const missing = query.get(openIdErrorParams.missing);
  if (missing) return openIdMessages.missingParameter(missing);
  const error = query.get(openIdErrorParams.error);
  if (error === "invalid_client") return openIdErrorMessages.unknownClient;
  // The provider's code for a redirect_uri it cannot trust ("invalid_redirect"), and the preflight's.
  if (error === "invalid_redirect" || error === "invalid_redirect_uri") return openIdErrorMessages.unregisteredRedirect;
  return openIdMessages.genericError;
}

/**
 * Why an application's authorization request could not go on, when it failed before the provider could trust
 * its redirect_uri (so nothing can be sent back to the application): the missing parameter in the consent
 * screen's words, an unregistered application or return address, or the generic error.
 */
export function AuthorizationError({ search }: { search: string }) {
  return <p role="alert">{errorText(new URLSearchParams(search))}</p>;
}
