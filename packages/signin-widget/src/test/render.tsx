import type { WidgetConfigInput } from "@dugout/contracts/signin-widget";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { SignInWidget, type SignInWidgetProps } from "../SignInWidget";
import type { WidgetEvent } from "../state/context";
import { fakeClient } from "./fake-client";

/** Renders the widget on a fake identity client; returns the client and the event spy too. */
export function renderWidget(
  config: WidgetConfigInput,
  options: Omit<SignInWidgetProps, "config" | "client"> & { client?: ReturnType<typeof fakeClient> } = {},
) {
  const client = options.client ?? fakeClient();
  const onEvent = vi.fn<(event: WidgetEvent) => void>();
  const user = userEvent.setup();
  const result = render(
    <SignInWidget {...options} config={config} client={client} callbacks={{ onEvent, ...options.callbacks }} />,
  );
  return { ...result, client, onEvent, user };
}
