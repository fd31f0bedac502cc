/**
 * Every spec that reaches a remote-mode instance starts it (`needsSites`): a spec that forgot would
 * pass in the whole suite while an earlier spec of its worker had started the instance, and fail
 * when run alone.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const fronts = ["remote", "remoteDown", "remoteSlow"] as const;

function specs(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "support" ? [] : specs(file);
    return entry.name.endsWith(".spec.ts") ? [file] : [];
  });
}

/** The fronts a spec's code reaches: `servers.remote`, `remote.url` after destructuring, `"remote"`. */
function frontsReached(code: string): string[] {
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return fronts.filter((name) =>
    new RegExp(`servers\\.${name}\\b|\\b${name}\\.url\\b|["']${name}["']`).test(withoutComments),
  );
}

function frontsStarted(code: string): string[] {
  return [...code.matchAll(/needsSites\(([^)]*)\)/g)].flatMap((call) =>
    [...call[1]!.matchAll(/"(\w+)"/g)].map((name) => name[1]!),
  );
}

it("every spec that reaches a remote-mode instance names it with needsSites", () => {
  const missing = specs(path.resolve("e2e")).flatMap((file) => {
    const code = readFileSync(file, "utf8");
    const started = frontsStarted(code);
    return frontsReached(code)
      .filter((name) => !started.includes(name))
      .map((name) => `${path.relative(process.cwd(), file)}: ${name}`);
  });
  expect(missing).toEqual([]);
});

it("finds the fronts a spec reaches, and only in its code", () => {
  expect(
    frontsReached("const a = servers.remoteDown.url;\n// servers.remote in a comment"),
  ).toEqual(["remoteDown"]);
  expect(frontsReached("const { embedded, remote } = servers;\nget(remote.url)")).toEqual([
    "remote",
  ]);
  expect(frontsReached('for (const name of ["embedded", "remote"] as const) {}')).toEqual([
    "remote",
  ]);
});
