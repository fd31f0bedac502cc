// Run by `npm run build` after Next.js builds: records a digest of content/ beside the build
// (lib/content/stamp.ts), so a server started on content changed since refuses to start.
import { writeContentStamp } from "../lib/content/stamp";

writeContentStamp();
console.log("[content] stamped the build with the content it was made from");
