import { useLocation } from "react-router";
import { PageTitle } from "../../components/PageTitle";
import { AuthorizationError } from "../../features/openid/AuthorizationError";

/** /oauth/error: where an authorization request that cannot be answered at the application ends. */
export default function OpenIdErrorRoute() {
  const { search } = useLocation();
  return (
    <section>
      <PageTitle>Connect an application</PageTitle>
      <AuthorizationError search={search} />
    </section>
  );
}
