// Run by `npm run build` before Next.js builds: every content file loaded and checked
// (lib/content/check.ts), so a broken file fails the build instead of the live site.
import { checkAllContent } from "../lib/content/check";

try {
  checkAllContent();
  console.log("[content] every file checked");
} catch (error) {
  console.error(`[content] ${(error as Error).message}`);
  process.exit(1);
}
