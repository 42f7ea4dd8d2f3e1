import { useEffect } from "react";
import { openIdMessages } from "@dugout/contracts/openid";
import { widgetPaths } from "@dugout/signin-widget";
import { freshAuthorizeQuery } from "@dugout/signin-widget/idp";

/**
 * Signed in on the provider's sign-in page: the application's authorization request goes on, sent
 * again without the provider's signature (the provider now sees the session and asks for consent,
 * or answers the application at once).
 */
export function ContinueAuthorization({ search, navigate }: { search: string; navigate: (url: string) => void }) {
  useEffect(() => {
    navigate(`${widgetPaths.openIdAuthorize}?${freshAuthorizeQuery(search)}`);
  }, [search, navigate]);
  return <p role="status">{openIdMessages.continuing}</p>;
}
