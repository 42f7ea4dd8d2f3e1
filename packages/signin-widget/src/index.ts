// The widget's public surface: the component, the vanilla mount, and the session helpers hosts
// use to follow sign-in state across tabs.
export { SignInWidget, type SignInWidgetProps } from "./SignInWidget";
export { mount, type MountedWidget } from "./vanilla";
export {
  createIdentityClient,
  type IdentityClient,
  type WidgetSession,
  type LoginTokenKind,
  type PhoneChannel,
} from "./client/identity-client";
/** The phone form's parse service (the `phoneParse` prop: time-outs and the loader can be replaced). */
export { createPhoneParse, type PhoneParse, type PhoneParseOptions } from "./phone/phone-parse";
export { WidgetApiError } from "./client/http";
/** Where the widget sends each call (hosts use it to fake the identity server in their tests). */
export { paths as widgetPaths } from "./client/paths";
export { onSessionChange, publishSessionChange, type SessionChange } from "./session/broadcast";
export { acquireSessionManager, createSessionManager, destroysSession } from "./session/session-manager";
export { readLandingToken, clearLandingToken, currentReturnUrl, type LandingToken } from "./token-landing";
export { defaultStrings, type WidgetStrings, type StringKey } from "./strings";
export type { WidgetThemeOverrides } from "./theme";
export type { WidgetCallbacks, WidgetEvent } from "./state/context";
export type { SignInSuccess } from "./state/announce-success";
export type { WidgetSessionObject, WidgetUser } from "./client/signed-in-session";
export { screenRegistry, allScreens } from "./screens/registry";
export { PasskeyRegistration, type PasskeyRegistrationProps } from "./passkeys/PasskeyRegistration";
export type { PasskeyClient, PasskeyInfo } from "./client/passkey-client";
