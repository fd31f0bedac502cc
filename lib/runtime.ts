/** Which host runs this code, for the few things that differ on Cloudflare Workers (workerd). */

/** True on Cloudflare Workers and under `wrangler dev`: workerd names itself in navigator. */
export function onCloudflareWorkers(): boolean {
  return globalThis.navigator?.userAgent === "Cloudflare-Workers";
}
