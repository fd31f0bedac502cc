// The edge host's page cache: prerendered pages and the backend's cached answers come from the
// worker's static assets (read-only); pages and answers regenerated after their revalidation time
// stay in the worker's memory, as `isrFlushToDisk: false` keeps them in the Node.js process's.
import type {
  CacheEntryType,
  CacheValue,
  IncrementalCache,
  WithLastModified,
} from "@opennextjs/aws/types/overrides.js";
import staticAssets from "@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache";

/** Enough for every page and backend read of the site; the oldest entry goes first past it. */
const MAX_ENTRIES = 1_000;

const regenerated = new Map<string, WithLastModified<CacheValue<CacheEntryType>>>();

const slot = (key: string, cacheType: CacheEntryType | undefined) =>
  `${cacheType ?? "cache"} ${key}`;

const edgePageCache: IncrementalCache = {
  name: "lavender-compass-edge-page-cache",
  async get<CacheType extends CacheEntryType = "cache">(key: string, cacheType?: CacheType) {
    const fresh = regenerated.get(slot(key, cacheType));
    if (fresh) return fresh as WithLastModified<CacheValue<CacheType>>;
    return staticAssets.get(key, cacheType);
  },
  async set<CacheType extends CacheEntryType = "cache">(
    key: string,
    value: CacheValue<CacheType>,
    cacheType?: CacheType,
  ) {
    const name = slot(key, cacheType);
    regenerated.delete(name);
    regenerated.set(name, { value, lastModified: Date.now() });
    if (regenerated.size > MAX_ENTRIES) regenerated.delete(regenerated.keys().next().value!);
  },
  async delete(key: string) {
    for (const name of [...regenerated.keys()])
      if (name.endsWith(` ${key}`)) regenerated.delete(name);
  },
};

export default edgePageCache;
