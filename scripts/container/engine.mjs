// The Docker engine and the base images the container check builds on.
//
// Where no engine runs, as root on Debian: Debian's docker.io is installed and started with
// `dockerd --iptables=false --bridge=none` (no NAT or default bridge is needed: builds and the
// containers use the host's network). Where a base image cannot be pulled (no registry in reach), a
// stand-in is made from Debian's own packages (`debootstrap --variant=minbase bookworm`): the same
// Debian release the official images are built on, with this machine's Node.js copied in, and the
// machine's CA bundle inside so that `npm ci` in a build reaches the npm registry.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const cacheDir = path.join(os.homedir(), ".cache", "lavender-container");
/** The label every stand-in carries, so that nobody takes one for the official image. */
export const standInLabel = "com.lavendercompass.stand-in";

export function docker(args, options = {}) {
  return execFileSync("docker", args, { encoding: "utf8", stdio: "pipe", ...options }).trim();
}

export function dockerOk(args, timeout = 120_000) {
  return spawnSync("docker", args, { stdio: "ignore", timeout }).status === 0;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isRoot = () => process.getuid?.() === 0;
const have = (command) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;

function aptInstall(packages) {
  if (!isRoot() || !have("apt-get"))
    throw new Error(
      `${packages.join(", ")} missing, and only root on Debian can install them here`,
    );
  console.log(`[container] installing Debian's ${packages.join(", ")}...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

/** Makes sure `docker` answers; returns a function that stops the engine if this call started it. */
export async function ensureEngine() {
  if (have("docker") && dockerOk(["info"], 20_000)) return () => {};
  // docker-compose too, so that compose.yaml is checked as well.
  if (!have("dockerd")) aptInstall(["docker.io", "docker-compose"]);
  if (!isRoot()) throw new Error("no Docker engine answers, and only root can start one here");
  const log = path.join(os.tmpdir(), "lavender-dockerd.log");
  console.log(`[container] starting dockerd (log: ${log})`);
  const daemon = spawn("dockerd", ["--iptables=false", "--bridge=none"], {
    stdio: ["ignore", openSync(log, "a"), openSync(log, "a")],
    detached: true,
  });
  daemon.unref();
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (dockerOk(["info"], 5_000)) return () => process.kill(daemon.pid, "SIGTERM");
    await sleep(500);
  }
  throw new Error(`dockerd did not answer within a minute (see ${log})`);
}

const imageExists = (image) => dockerOk(["image", "inspect", image], 20_000);

/**
 * Makes sure `image` is there: as it is, pulled, or (when nothing answers) built by `standIn`.
 * Returns where it came from; undefined when it cannot be pulled and no stand-in is given.
 */
export function ensureImage(image, standIn) {
  const standInOf = () =>
    docker(["image", "inspect", "-f", `{{index .Config.Labels "${standInLabel}"}}`, image]);
  if (imageExists(image)) {
    const label = standInOf();
    return label && label !== "<no value>" ? `stand-in (${label}), built earlier` : "local";
  }
  // The stand-ins live only here: no registry has them.
  if (!image.startsWith("lavender-stand-in/")) {
    console.log(`[container] pulling ${image}...`);
    if (dockerOk(["pull", image], 120_000)) return "pulled";
  }
  if (!standIn) return undefined;
  console.log(`[container] ${image} cannot be pulled here: building a stand-in`);
  standIn(image);
  return `stand-in (${standInOf()})`;
}

/** Debian bookworm, minbase, as a tarball in the cache (made once; about 30 s). */
function bookwormRootfs() {
  const tarball = path.join(cacheDir, "bookworm-minbase.tar");
  if (existsSync(tarball)) return tarball;
  if (!have("debootstrap")) aptInstall(["debootstrap"]);
  if (!isRoot()) throw new Error("debootstrap needs root");
  mkdirSync(cacheDir, { recursive: true });
  const root = path.join(cacheDir, "bookworm-rootfs");
  rmSync(root, { recursive: true, force: true });
  console.log("[container] debootstrap --variant=minbase bookworm...");
  execFileSync(
    "debootstrap",
    ["--variant=minbase", "bookworm", root, "http://deb.debian.org/debian"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  // What the official slim images leave out: downloaded packages, package lists, docs.
  execFileSync("sh", [
    "-c",
    `cd "${root}" && rm -rf var/cache/apt/archives/*.deb var/lib/apt/lists/* usr/share/doc/* usr/share/man/* usr/share/info/*`,
  ]);
  execFileSync("tar", ["-C", root, "-cf", tarball, "."]);
  rmSync(root, { recursive: true, force: true });
  return tarball;
}

/** The machine's CA bundle: what NODE_EXTRA_CA_CERTS names, or Debian's. */
function caBundle() {
  const file = process.env.NODE_EXTRA_CA_CERTS ?? "/etc/ssl/certs/ca-certificates.crt";
  return existsSync(file) ? file : undefined;
}

/** Builds a throwaway context folder with a Dockerfile and files, and builds `tag` from it. */
function buildFrom(tag, dockerfile, files = {}) {
  const dir = path.join(os.tmpdir(), `lavender-stand-in-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path.join(dir, "Dockerfile"), dockerfile);
    for (const [name, source] of Object.entries(files)) copyFileSync(source, path.join(dir, name));
    execFileSync("docker", ["build", "--network", "host", "-q", "-t", tag, dir], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const debianBase = "lavender-stand-in/debian:bookworm-minbase";

function ensureDebianBase() {
  if (imageExists(debianBase)) return;
  docker([
    "import",
    "--change",
    `LABEL ${standInLabel}="debootstrap --variant=minbase bookworm"`,
    "--change",
    'CMD ["bash"]',
    bookwormRootfs(),
    debianBase,
  ]);
}

/**
 * A stand-in for the official node:<major>-bookworm-slim: Debian bookworm with this machine's
 * Node.js, npm and corepack, the `node` user (uid 1000) the official image has, and the CA bundle.
 */
export function nodeStandIn(tag) {
  ensureDebianBase();
  const node = process.execPath;
  const npmDir = path.resolve(path.dirname(node), "../lib/node_modules");
  const ca = caBundle();
  const version = process.version;
  const major = version.slice(1).split(".")[0];
  if (!tag.includes(`:${major}`))
    throw new Error(`${tag} asks for another Node.js than this machine's ${version}`);
  // The npm folder is copied through a tarball so the build context stays small and exact.
  const modules = path.join(os.tmpdir(), `lavender-node-modules-${process.pid}.tar`);
  execFileSync("tar", ["-C", npmDir, "-cf", modules, "npm", "corepack"]);
  try {
    buildFrom(
      tag,
      [
        `FROM ${debianBase}`,
        `LABEL ${standInLabel}="debootstrap bookworm + Node.js ${version} from the build machine"`,
        "COPY node /usr/local/bin/node",
        "ADD node-modules.tar /usr/local/lib/node_modules/",
        ca ? "COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt" : "",
        "RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\",
        " && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\",
        " && ln -s ../lib/node_modules/corepack/dist/corepack.js /usr/local/bin/corepack \\",
        " && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node",
        ca ? "ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt" : "",
        `ENV NODE_VERSION=${version.slice(1)}`,
        'CMD ["node"]',
        "",
      ]
        .filter((line) => line !== "")
        .join("\n"),
      {
        node,
        "node-modules.tar": modules,
        ...(ca ? { "ca-certificates.crt": ca } : {}),
      },
    );
  } finally {
    rmSync(modules, { force: true });
  }
}

/**
 * A stand-in for the official postgres image, from Debian's postgresql package, with the official
 * image's interface: POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB on first start, data in
 * /var/lib/postgresql/data, pg_isready on the PATH.
 */
export function postgresStandIn(tag) {
  ensureDebianBase();
  const entrypoint = path.join(os.tmpdir(), `lavender-pg-entrypoint-${process.pid}.sh`);
  writeFileSync(
    entrypoint,
    `#!/bin/sh
# First start: a cluster owned by POSTGRES_USER with its password, and POSTGRES_DB.
set -eu
PGDATA=/var/lib/postgresql/data
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /run/postgresql && chown -R postgres:postgres "$PGDATA" /run/postgresql
  exec runuser -u postgres -- "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s' "$POSTGRES_PASSWORD" > /tmp/pwfile
  initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 -E UTF8 >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ "$POSTGRES_DB" != postgres ]; then createdb -U "$POSTGRES_USER" "$POSTGRES_DB"; fi
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses='*'
`,
  );
  try {
    buildFrom(
      tag,
      [
        `FROM ${debianBase}`,
        `LABEL ${standInLabel}="debootstrap bookworm + Debian's postgresql"`,
        // No cluster at install: the entrypoint makes one on first start, as the official image does.
        "RUN mkdir -p /etc/postgresql-common && echo 'create_main_cluster = false' > /etc/postgresql-common/createcluster.conf \\",
        " && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null \\",
        " && rm -rf /var/lib/apt/lists/* /var/lib/postgresql/*",
        "COPY entrypoint.sh /usr/local/bin/postgres-entrypoint",
        "RUN chmod 755 /usr/local/bin/postgres-entrypoint \\",
        " && ln -s /usr/lib/postgresql/*/bin/* /usr/local/bin/ 2>/dev/null; true",
        "ENV POSTGRES_USER=postgres POSTGRES_DB=postgres",
        "STOPSIGNAL SIGINT",
        'ENTRYPOINT ["/usr/local/bin/postgres-entrypoint"]',
        "",
      ].join("\n"),
      { "entrypoint.sh": entrypoint },
    );
  } finally {
    rmSync(entrypoint, { force: true });
  }
}
