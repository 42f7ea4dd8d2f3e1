import type { WidgetConfig } from "@dugout/contracts/signin-widget";
import type { WidgetTheme } from "@dugout/contracts/signin-widget-constants";
import { createContext, useContext, type Dispatch } from "react";
import type { IdentityClient, WidgetBootstrap } from "../client/identity-client";
import type { PhoneParse } from "../phone/phone-parse";
import type { Translate } from "../strings";
import type { Telemetry } from "../telemetry";
import type { ToastStore } from "../toasts/toast-store";
import type { SignInSuccess } from "./announce-success";
import type { WidgetAction, WidgetState } from "./machine";

/** What the host hears about: the events of docs/requirements/sign-in-widget.md#states, and success or failure of a sign-in. */
export interface WidgetEvent {
  type: "authenticate flow complete" | "signed in" | "email sent" | "password reset";
  data?: Record<string, string>;
}

export interface WidgetCallbacks {
  onEvent?: (event: WidgetEvent) => void;
  /** After a sign-in: the user and session objects (with session_token and session_jwt), and the method. */
  onSuccess?: (data: SignInSuccess) => void;
  onError?: (error: { message: string }) => void;
}

export interface WidgetContextValue {
  state: WidgetState;
  dispatch: Dispatch<WidgetAction>;
  config: WidgetConfig;
  theme: WidgetTheme;
  t: Translate;
  client: IdentityClient;
  bootstrap: WidgetBootstrap;
  toasts: ToastStore;
  telemetry: Telemetry;
  callbacks: WidgetCallbacks;
  /** A sign-in succeeded: tells the host and every tab. */
  signedIn: (method: string) => void;
  /** Until when calls are refused (a 429's Retry-After), as epoch ms; 0 when free. */
  retryUntil: number;
  setRetryUntil: (epochMs: number) => void;
  /** The phone form's parsing and formatting (the numbering plan loads on demand). */
  phoneParse: PhoneParse;
  /** The page address the flows come back to (magic links, resets, OAuth). */
  returnUrl: string;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error("Widget screens must be rendered inside <SignInWidget>.");
  return value;
}
