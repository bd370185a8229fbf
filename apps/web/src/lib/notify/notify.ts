import type { toast as Toast } from "./toast";

/**
 * Toasts without the toast library in the first load: `notify.success(text)` / `notify.error(text)` ask the
 * frame's `ToastHost` to mount the toaster (`@marketplace/ui`'s, loaded on demand), wait until it is
 * listening, then show the message. Messages sent before that are queued, none is lost.
 */
export interface NotifyOptions {
  id?: string;
  duration?: number;
}

type Kind = "success" | "error";

let mountToaster: (() => void) | null = null;
let wanted = false;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the host: how to mount the toaster. Returns the unregister function. */
export function registerToasterHost(mount: () => void): () => void {
  mountToaster = mount;
  if (wanted) mount();
  return () => {
    if (mountToaster === mount) mountToaster = null;
  };
}

/** Called by the toaster once it listens for messages. */
export function toasterReady(): void {
  markReady();
}

let toastModule: Promise<{ toast: typeof Toast }> | null = null;

function show(kind: Kind, message: string, options?: NotifyOptions): Promise<void> {
  wanted = true;
  mountToaster?.();
  return ready
    .then(() => (toastModule ??= import("./toast")))
    .then(({ toast }) => {
      toast[kind](message, options);
    });
}

export const notify = {
  success: (message: string, options?: NotifyOptions) => show("success", message, options),
  error: (message: string, options?: NotifyOptions) => show("error", message, options),
};
