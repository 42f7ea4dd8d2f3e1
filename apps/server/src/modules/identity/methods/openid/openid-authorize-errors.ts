import { openIdErrorParams } from "@dugout/contracts/openid";
import { openIdPagePaths } from "@dugout/contracts/pages";
import { authBasePath } from "../../auth-paths";

/**
 * An authorization request that fails before its redirect_uri can be trusted (an unknown client, a missing
 * client_id or redirect_uri) cannot be answered at the client: the plugin sends the browser to Better Auth's error
 * URL, `/api/auth/error`, which Dugout does not mount (a JSON 404 in the browser). That redirect is turned into
 * one to the app's error page, which says what is wrong in the consent screen's words; when a required parameter
 * is missing from the request, the page is told which one (the plugin's description says "client_id is required"
 * for an unknown client too, and "invalid redirect uri" for a missing one).
 */
const untrustedParameters = ["client_id", "redirect_uri"] as const;

export function toOpenIdErrorPage(response: Response, requestUrl: string, baseUrl: string): Response {
  const location = response.headers.get("location");
  if (!location || response.status < 300 || response.status >= 400) return response;
  const target = new URL(location, baseUrl);
  if (target.origin !== new URL(baseUrl).origin || target.pathname !== `${authBasePath}/error`) return response;
  const asked = new URL(requestUrl, baseUrl).searchParams;
  const page = new URL(openIdPagePaths.error, baseUrl);
  const error = target.searchParams.get("error");
  if (error) page.searchParams.set(openIdErrorParams.error, error);
  const missing = untrustedParameters.find((name) => !asked.get(name));
  if (missing) page.searchParams.set(openIdErrorParams.missing, missing);
  const description = target.searchParams.get("error_description");
  if (description) page.searchParams.set(openIdErrorParams.description, description);
  const headers = new Headers(response.headers);
  headers.set("location", page.toString());
  return new Response(null, { status: response.status, headers });
}
