import { toastConstants, type ToastType } from "@dugout/contracts/signin-widget-constants";
import type { Toast } from "@dugout/contracts/signin-widget";

type Listener = (toasts: readonly Toast[]) => void;

export interface ToastStore {
  show: (type: ToastType, message: string, options?: { duration?: number; position?: Toast["position"] }) => string;
  dismiss: (id: string) => void;
  subscribe: (listener: Listener) => () => void;
  current: () => readonly Toast[];
}

/**
 * Toasts with the durations of docs/requirements/sign-in-widget.md#constants (4 s, 2 s for success, none for loading), at most 20 kept, and a
 * 1 s delay between hiding a toast and removing it so it can animate out.
 */
export function createToastStore(
  schedule: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener(toasts);
  };
  const dismiss = (id: string) => {
    if (!toasts.some((toast) => toast.id === id && toast.visible)) return;
    set(toasts.map((toast) => (toast.id === id ? { ...toast, visible: false } : toast)));
    schedule(() => set(toasts.filter((toast) => toast.id !== id)), toastConstants.removeDelayMs);
  };
  return {
    show(type, message, options = {}) {
      counter += 1;
      const id = `dw-toast-${counter}`;
      const duration = options.duration ?? toastConstants.durationsMs[type];
      const toast: Toast = { id, type, message, duration, position: options.position ?? "top-center", visible: true };
      set([toast, ...toasts].slice(0, toastConstants.maxToasts));
      if (Number.isFinite(duration)) schedule(() => dismiss(id), duration);
      return id;
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => toasts,
  };
}
