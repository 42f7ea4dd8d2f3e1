// The widget's public surface: the component, the vanilla mount, and the session helpers hosts
// use to follow sign-in state across tabs.
export { SignInWidget, type SignInWidgetProps } from "./SignInWidget";
export { mount, type MountedWidget } from "./vanilla";
export {
  createIdentityClient,
  type IdentityClient,
  type WidgetSession,
  type LoginTokenKind,
} from "./client/identity-client";
export { WidgetApiError } from "./client/http";
export { onSessionChange, publishSessionChange, type SessionChange } from "./session/broadcast";
export { acquireSessionManager, createSessionManager, destroysSession } from "./session/session-manager";
export { readLandingToken, clearLandingToken, currentReturnUrl, type LandingToken } from "./token-landing";
export { defaultStrings, type WidgetStrings, type StringKey } from "./strings";
export type { WidgetThemeOverrides } from "./theme";
export type { WidgetCallbacks, WidgetEvent } from "./state/context";
export { screenRegistry, allScreens } from "./screens/registry";
