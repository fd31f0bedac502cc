// The edge host's entry (wrangler.jsonc "main"): the worker @opennextjs/cloudflare builds, with
// content/ installed first, since Workers have no folder to read it from.
import "./edge-content-install.mjs";

export { default } from "../../.open-next/worker.js";
export * from "../../.open-next/worker.js";
