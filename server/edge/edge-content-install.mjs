// Evaluated before the site's worker (imports run in order): gives lib/content/source.ts the
// snapshot of content/ that server/edge/edge-content.mjs wrote at build time.
import snapshot from "../../.open-next/content-snapshot.json";

globalThis[Symbol.for("lavender-compass.content-snapshot")] = snapshot;
