/**
 * Per-catalog caches kept on globalThis: Next bundles the start-up hook and the route handlers
 * separately, and a module-level cache would be built twice, once warm and once cold.
 */
import type { Catalog } from "../../content/catalog";

const holder = globalThis as typeof globalThis & {
  __lavenderAiCaches?: Map<string, WeakMap<Catalog, unknown>>;
};

export function perCatalog<T>(
  name: string,
  build: (catalog: Catalog) => T,
): (catalog: Catalog) => T {
  return (catalog) => {
    holder.__lavenderAiCaches ??= new Map();
    let cache = holder.__lavenderAiCaches.get(name) as WeakMap<Catalog, T> | undefined;
    if (!cache) {
      cache = new WeakMap();
      holder.__lavenderAiCaches.set(name, cache);
    }
    let value = cache.get(catalog);
    if (value === undefined) {
      value = build(catalog);
      cache.set(catalog, value);
    }
    return value;
  };
}
