import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from the next render on: a control
 * that needs its script can render a plain link until then, so nothing on screen is a dead click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
