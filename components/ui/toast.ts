/**
 * The site's toasts, with the toast library (sonner, about 13 KB gzip) out of every page's first
 * load: it is fetched when the first toast is raised, and the Toaster mounts then. Sonner replays
 * toasts raised before its Toaster subscribed, so none is lost while it loads.
 */
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads sonner once and tells the Toaster host to mount. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner").then((sonner) => {
    for (const listener of listeners) listener();
    return sonner;
  });
  return loading;
}

/** Calls `listener` once sonner is loaded (at once if it already is); returns the unsubscribe. */
export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  void loading?.then(listener);
  return () => listeners.delete(listener);
}

function raise(kind: "success" | "error", message: string, options?: ExternalToast): void {
  void loadToasts().then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => raise("success", message, options),
  error: (message: string, options?: ExternalToast) => raise("error", message, options),
};
