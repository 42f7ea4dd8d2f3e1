import { act, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouterProbe } from "../../test/router-probe";
import { useDashboardUrlState, type DashboardUpdate } from "./dashboard-url-state";

function renderUrlState(initialEntry: string) {
  const probe = createRouterProbe();
  const hook: { update?: DashboardUpdate } = {};
  function Harness() {
    const [, update] = useDashboardUrlState();
    hook.update = update;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <Harness />
      <probe.RouterProbe />
    </MemoryRouter>,
  );
  const update: DashboardUpdate = (change, options) => hook.update?.(change, options);
  return { update, search: () => new URLSearchParams(probe.location()?.search) };
}

describe("useDashboardUrlState", () => {
  it("keeps both of two changes made before the router renders the first", () => {
    // A call opened just as the search box's pause ends: the search settles in the same moment.
    const { update, search } = renderUrlState("/scoring_champ?q=bak");
    act(() => {
      update(() => ({ call: "1941093896809254083" }));
      update(() => ({ q: "" }), { replace: true });
    });
    expect(search().get("call")).toBe("1941093896809254083");
    expect(search().get("q")).toBeNull();
  });

  it("builds each change on the URL as it is", () => {
    const { update, search } = renderUrlState("/scoring_champ");
    act(() => update(() => ({ q: "acme" }), { replace: true }));
    act(() => update((current) => ({ call: `${current.q}-call` })));
    expect(search().get("q")).toBe("acme");
    expect(search().get("call")).toBe("acme-call");
  });
});
