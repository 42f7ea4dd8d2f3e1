/**
 * WIDGET_ALLOWED_ORIGINS: the other sites that may embed the sign-in widget against this server
 * (docs/requirements/sign-in-widget.md#on-another-site, ADR 0036). Their pages call the identity endpoints cross-origin with
 * cookies, so they need CORS with credentials (plugins/widget-cors.ts), a place on the Origin checks
 * (plugins/csrf.ts, Better Auth's trustedOrigins) and, when they are another site, cookies a browser
 * sends cross-site: `SameSite=None; Secure`.
 */

/** What is wrong with an entry, or undefined when it is an origin (scheme, host, optional port; nothing else). */
export function widgetOriginProblem(entry: string): string | undefined {
  const problem = `${entry} is not an origin such as https://www.example.com (scheme and host, no path)`;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return problem;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return problem;
  // URL.origin drops a default port and lower-cases the host: the entry must already be written that way,
  // since browsers send Origin exactly so and the checks compare strings.
  return url.origin === entry ? undefined : problem;
}

/**
 * Whether the session and CSRF cookies go out as `SameSite=None; Secure`: only when other sites embed
 * the widget and the app's own address is one where browsers keep Secure cookies (https, or
 * http://localhost, which Chromium treats as a secure context). Otherwise they keep their
 * stricter SameSite, and a listed origin on the same site (another port, a subdomain) still works.
 */
export function crossSiteCookies(baseUrl: string, origins: readonly string[]): boolean {
  if (origins.length === 0) return false;
  const url = new URL(baseUrl);
  return url.protocol === "https:" || url.hostname === "localhost" || url.hostname.endsWith(".localhost");
}

/** The origins whose pages may post to the identity endpoints and our own routes: the app's and the listed sites'. */
export function pageOrigins(baseUrl: string, widgetOrigins: readonly string[]): ReadonlySet<string> {
  return new Set([new URL(baseUrl).origin, ...widgetOrigins]);
}
