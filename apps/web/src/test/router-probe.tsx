import { act, useEffect } from "react";
import { useLocation, useNavigate, type Location, type NavigateFunction } from "react-router";

/**
 * Reads a test's memory router from inside it: render `RouterProbe` in the router, then ask where it is and go
 * Back as the browser's button would.
 */
export function createRouterProbe() {
  const router: { location?: Location; navigate?: NavigateFunction } = {};
  function RouterProbe() {
    const location = useLocation();
    const navigate = useNavigate();
    useEffect(() => {
      router.location = location;
      router.navigate = navigate;
    });
    return null;
  }
  return {
    RouterProbe,
    location: () => router.location,
    goBack: () => act(() => void router.navigate?.(-1)),
  };
}
