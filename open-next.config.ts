// The edge build (@opennextjs/cloudflare): Next.js on Cloudflare Workers. Prerendered pages are read
// from the worker's static assets; see README "Deploying" for what runs there and what does not.
import { defineCloudflareConfig } from "@opennextjs/cloudflare";
import staticAssetsIncrementalCache from "@opennextjs/cloudflare/overrides/incremental-cache/static-assets-incremental-cache";

export default defineCloudflareConfig({
  incrementalCache: staticAssetsIncrementalCache,
});
