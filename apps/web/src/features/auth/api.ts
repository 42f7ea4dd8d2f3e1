import { queryOptions } from "@tanstack/react-query";
import { identityClient } from "../../lib/session";

/** Which sign-in methods the identity provider offers (it changes only with the server's settings). */
export const identityBootstrapQuery = () =>
  queryOptions({
    queryKey: ["identity-bootstrap"],
    queryFn: () => identityClient.bootstrap(),
    staleTime: 5 * 60_000,
  });
