/** `npm start` runs the server with the same Node flags as the benches that measure it. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { serverNodeFlags } from "./node-flags.mjs";

test("the start script passes every server flag to node", () => {
  const pkg = JSON.parse(
    readFileSync(path.join(__dirname, "..", "..", "package.json"), "utf8"),
  ) as {
    scripts: Record<string, string>;
  };
  expect(pkg.scripts.start).toBe(`node ${serverNodeFlags.join(" ")} server/node/start.mjs`);
});
