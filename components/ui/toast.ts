/**
 * The site's toasts, with the toast library (sonner, about 13 KB gzip) out of every page's first
 * load: it is fetched when the first toast is raised, and the Toaster mounts then. Sonner replays
 * toasts raised before its Toaster subscribed, so none is lost while it loads.
 */
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;
const waiting = new Set<() => void>();

/** Loads sonner once; whoever waited for it (the Toaster host) is told when it is there. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner").then((sonner) => {
    for (const listener of waiting) listener();
    waiting.clear();
    return sonner;
  });
  return loading;
}

/** Calls `listener` once sonner is loaded (soon, if it already is); returns the unsubscribe. */
export function onToastsLoaded(listener: () => void): () => void {
  if (loading) {
    let subscribed = true;
    void loading.then(() => subscribed && listener());
    return () => (subscribed = false);
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

function raise(kind: "success" | "error", message: string, options?: ExternalToast): void {
  void loadToasts().then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => raise("success", message, options),
  error: (message: string, options?: ExternalToast) => raise("error", message, options),
};
