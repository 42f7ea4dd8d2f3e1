import { waitFor } from "@testing-library/react";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { fakeClient } from "./test/fake-client";
import { mount } from "./vanilla";

describe("mount()", () => {
  it("throws when the selector matches nothing", () => {
    expect(() => mount("#nowhere")).toThrow('Error: No element matches the selector "#nowhere".');
  });

  it("renders into the element", async () => {
    document.body.innerHTML = '<div id="login"></div>';
    let widget: ReturnType<typeof mount> | undefined;
    act(() => {
      widget = mount("#login", { products: ["emailMagicLinks"] }, { client: fakeClient() });
    });
    await waitFor(() => expect(document.querySelector("#login")?.textContent).toContain("Sign up or log in"));
    act(() => widget?.unmount());
  });

  it("renders inside a shadow root with its styles there when enableShadowDOM is set", async () => {
    document.body.innerHTML = '<div id="login"></div>';
    let widget: ReturnType<typeof mount> | undefined;
    act(() => {
      widget = mount("#login", { products: ["emailMagicLinks"], enableShadowDOM: true }, { client: fakeClient() });
    });
    const host = document.querySelector<HTMLElement>("#login .dw-host");
    await waitFor(() => expect(host?.shadowRoot?.textContent).toContain("Sign up or log in"));
    expect(host?.shadowRoot?.querySelector("style#dugout-signin-widget-styles")).not.toBeNull();
    // Nothing of the widget leaks into the page's own DOM.
    expect(host?.textContent).toBe("");
    act(() => widget?.unmount());
  });
});
