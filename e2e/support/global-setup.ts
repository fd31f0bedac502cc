/**
 * Before any spec: the build the sites serve must exist (a run without one would fail every test,
 * each worker trying again), and no start failure of an earlier run may stand for this one.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { forgetStartFailures } from "./sites";

export default function globalSetup(): void {
  const dist = path.resolve(process.env.NEXT_DIST_DIR || ".next");
  for (const file of ["BUILD_ID", "standalone/server.js"]) {
    if (!existsSync(path.join(dist, file)))
      throw new Error(
        `${path.join(dist, file)} is missing: run \`npm run build\` before the browser tests.`,
      );
  }
  forgetStartFailures();
}
