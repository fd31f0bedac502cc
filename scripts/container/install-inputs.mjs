// What `npm ci` reads, and whether the Dockerfile's install stage has it before it runs.
// An install stage that copies only package.json and the lockfile leaves .npmrc behind, and npm
// then refuses the tree the rest of the project installs: the image does not build.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const lifecycleScripts = ["preinstall", "install", "postinstall", "prepare"];

/** The files of the repository at `root` that an install reads. */
export function installInputs(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const inputs = new Set(["package.json"]);
  for (const name of ["package-lock.json", "npm-shrinkwrap.json", ".npmrc", "patches"]) {
    if (existsSync(path.join(root, name))) inputs.add(name);
  }
  // Local packages (file: and link: specs) and files an install script names.
  const specs = [
    pkg.dependencies,
    pkg.devDependencies,
    pkg.optionalDependencies,
    pkg.overrides,
  ].flatMap((group) => Object.values(group ?? {}).filter((spec) => typeof spec === "string"));
  for (const spec of specs) {
    const local = /^(?:file|link):(.+)$/.exec(spec)?.[1];
    if (local) inputs.add(path.normalize(local));
  }
  for (const script of lifecycleScripts) {
    for (const word of (pkg.scripts?.[script] ?? "").split(/\s+/)) {
      if (word && !word.startsWith("-") && existsSync(path.join(root, word)))
        inputs.add(path.normalize(word));
    }
  }
  return [...inputs].sort();
}

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructions(dockerfile) {
  return dockerfile
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest };
    });
}

/** The sources of a COPY or ADD from the build context (none for `--from=`). */
function contextSources(args) {
  if (args.some((arg) => arg.startsWith("--from="))) return [];
  const plain = args.filter((arg) => !arg.startsWith("--"));
  if (plain[0]?.startsWith("[")) return JSON.parse(plain.join(" ")).slice(0, -1);
  return plain.slice(0, -1);
}

const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*/g, "\u0000")
      .replace(/\*/g, "[^/]*")
      .replace(/\?/g, "[^/]")
      .replace(/\u0000/g, ".*")}(/.*)?$`,
  );

/** Whether .dockerignore keeps `file` out of the build context (the last matching line decides). */
function ignored(file, dockerignore) {
  let out = false;
  for (const raw of dockerignore.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const keep = line.startsWith("!");
    const pattern = path.normalize(keep ? line.slice(1) : line).replace(/^\/+/, "");
    if (globToRegExp(pattern).test(file)) out = !keep;
  }
  return out;
}

const covers = (source, file) => {
  const normal = path
    .normalize(source)
    .replace(/^\.\/+/, "")
    .replace(/\/+$/, "");
  return normal === "." || globToRegExp(normal).test(file);
};

/**
 * The install inputs the stage that runs `npm ci` (or `npm install`) does not have when it runs:
 * not copied into that stage (or a stage it is built FROM) before the install, or kept out of the
 * build context by .dockerignore. Empty when the Dockerfile installs what the repository needs.
 */
export function missingInstallInputs({ dockerfile, dockerignore = "", inputs }) {
  const stages = new Map();
  let copied = [];
  for (const { keyword, args } of instructions(dockerfile)) {
    if (keyword === "FROM") {
      const asIndex = args.findIndex((arg) => arg.toUpperCase() === "AS");
      const image = args.filter((arg) => !arg.startsWith("--"))[0];
      copied = [...(stages.get(image) ?? [])];
      if (asIndex >= 0) stages.set(args[asIndex + 1], copied);
      continue;
    }
    if (keyword === "COPY" || keyword === "ADD") copied.push(...contextSources(args));
    if (keyword === "RUN" && /\bnpm\s+(ci|install|i)\b/.test(args.join(" "))) {
      return inputs.filter(
        (file) => ignored(file, dockerignore) || !copied.some((source) => covers(source, file)),
      );
    }
  }
  throw new Error("the Dockerfile never runs npm ci or npm install");
}
