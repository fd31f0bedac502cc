/**
 * Marks the work of an API request, so a remote backend reads its upstream live there: an API
 * answer says what the upstream says now (or that it is down), while page renders may use a read
 * cached for a minute, which also lets statically generated pages revalidate.
 */
import { AsyncLocalStorage } from "node:async_hooks";

// One store for the process: the backend is shared across bundles that each carry a copy of this
// module, and a mark set by one copy must be seen by the backend built from another.
const storeKey = Symbol.for("lavender-compass.live-reads");
const holder = globalThis as { [storeKey]?: AsyncLocalStorage<true> };
const apiRequest = (holder[storeKey] ??= new AsyncLocalStorage<true>());

export const readingLive = <T>(work: () => Promise<T>): Promise<T> => apiRequest.run(true, work);

export const isReadingLive = (): boolean => apiRequest.getStore() === true;
