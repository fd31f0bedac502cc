// What `npm ci` reads, and whether the Dockerfile's install stage has it before it runs.
// An install stage that copies only package.json and the lockfile leaves .npmrc behind, and npm
// then refuses the tree the rest of the project installs: the image does not build.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const lifecycleScripts = ["preinstall", "install", "postinstall", "prepare"];

/** The files of the repository at `root` that an install reads (a folder ends in "/"). */
export function installInputs(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const inputs = new Set(["package.json"]);
  for (const name of ["package-lock.json", "npm-shrinkwrap.json", ".npmrc"]) {
    if (existsSync(path.join(root, name))) inputs.add(name);
  }
  if (existsSync(path.join(root, "patches"))) inputs.add("patches/");
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
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith("#"))
    .join("\n")
    .replace(/\\\r?\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest };
    });
}

/** A COPY or ADD from the build context: its sources and destination (none for `--from=`). */
function contextCopy(args) {
  if (args.some((arg) => arg.startsWith("--from="))) return undefined;
  const plain = args.filter((arg) => !arg.startsWith("--"));
  const all = plain[0]?.startsWith("[") ? JSON.parse(plain.join(" ")) : plain;
  return { sources: all.slice(0, -1), dest: all.at(-1) };
}

const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*\//g, "\u0001")
      .replace(/\*\*/g, "\u0000")
      .replace(/\*/g, "[^/]*")
      .replace(/\?/g, "[^/]")
      .replace(/\u0001/g, "(.*/)?")
      .replace(/\u0000/g, ".*")}(/.*)?$`,
  );

/** Whether .dockerignore keeps `file` out of the build context (the last matching line decides). */
function ignored(file, dockerignore) {
  let out = false;
  for (const raw of dockerignore.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const keep = line.startsWith("!");
    const pattern = path.posix.normalize(keep ? line.slice(1) : line).replace(/^\/+/, "");
    if (globToRegExp(pattern).test(file)) out = !keep;
  }
  return out;
}

const clean = (source) =>
  path.posix
    .normalize(source)
    .replace(/^\.\/+/, "")
    .replace(/\/+$/, "");

/**
 * Where a copied source puts the install input `name` (a folder when it ends in "/"), or
 * undefined when it does not copy it. A folder source copies its contents; a file lands in the
 * destination folder under its own name, or at the destination itself when that names a file.
 */
function landing(source, copy, name) {
  const folder = name.endsWith("/");
  const input = clean(name);
  const from = clean(source);
  if (from === ".") return path.posix.join(copy.dir ?? copy.file, input);
  if (folder) return from === input ? (copy.dir ?? copy.file) : undefined;
  if (!globToRegExp(from).test(input) || from.includes("**")) return undefined;
  return copy.file ?? path.posix.join(copy.dir, path.posix.basename(input));
}

/** What a RUN's `--mount=type=bind,source=…,target=…` puts in place for that RUN alone. */
function bindMounts(args, workdir) {
  return args
    .filter((arg) => arg.startsWith("--mount="))
    .map((arg) =>
      Object.fromEntries(
        arg
          .slice(8)
          .split(",")
          .map((pair) => pair.split("=")),
      ),
    )
    .filter((mount) => mount.type === "bind" && !mount.from && mount.source && mount.target)
    .map((mount) => ({
      sources: [mount.source],
      file: path.posix.resolve(workdir, mount.target),
    }));
}

/**
 * The install inputs the stage that runs `npm ci` (or `npm install`) does not have where the
 * install runs (its WORKDIR) when it runs: not copied there in that stage (or a stage it is built
 * FROM) before the install, nor bind-mounted into the RUN, or kept out of the build context by
 * .dockerignore. Empty when the Dockerfile installs what the repository needs. A folder input
 * ends in "/".
 */
export function missingInstallInputs({ dockerfile, dockerignore = "", inputs }) {
  const stages = new Map();
  let stage = { workdir: "/", copies: [] };
  for (const { keyword, args } of instructions(dockerfile)) {
    if (keyword === "FROM") {
      const plain = args.filter((arg) => !arg.startsWith("--"));
      const base = stages.get(plain[0]);
      stage = { workdir: base?.workdir ?? "/", copies: [...(base?.copies ?? [])] };
      const asIndex = plain.findIndex((arg) => arg.toUpperCase() === "AS");
      if (asIndex >= 0) stages.set(plain[asIndex + 1], stage);
      continue;
    }
    if (keyword === "WORKDIR") stage.workdir = path.posix.resolve(stage.workdir, args.join(" "));
    if (keyword === "COPY" || keyword === "ADD") {
      const copy = contextCopy(args);
      if (!copy) continue;
      const dest = path.posix.resolve(stage.workdir, copy.dest);
      const intoFolder = copy.dest.endsWith("/") || copy.dest === "." || copy.sources.length > 1;
      stage.copies.push({
        sources: copy.sources,
        ...(intoFolder ? { dir: dest } : { file: dest }),
      });
    }
    if (keyword === "RUN" && /\bnpm\s+(ci|install|i)\b/.test(args.join(" "))) {
      const copies = [...stage.copies, ...bindMounts(args, stage.workdir)];
      const here = (name) => path.posix.join(stage.workdir, clean(name));
      return inputs.filter(
        (name) =>
          ignored(clean(name), dockerignore) ||
          !copies.some((copy) =>
            copy.sources.some((source) => landing(source, copy, name) === here(name)),
          ),
      );
    }
  }
  throw new Error("the Dockerfile never runs npm ci or npm install");
}
