/** The search parameter that opens one past call on the practice page (`?call=<id>`). */
export const pastCallParam = "call";

/** Set on the history entry a list link pushed, so closing the call goes Back instead of pushing again. */
export interface PastCallLinkState {
  fromHistory: true;
}

export const openedFromHistory = (state: unknown): boolean =>
  typeof state === "object" && state !== null && "fromHistory" in state && state.fromHistory === true;
