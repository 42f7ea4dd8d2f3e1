import { Link } from "react-router";
import { PageTitle } from "../../components/PageTitle";

export function NotFound() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </>
  );
}
