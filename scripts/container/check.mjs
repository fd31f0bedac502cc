#!/usr/bin/env node
// `npm run check:container`: builds the site's image from a clean copy of the repository, runs it
// as a deploy would, and checks what bars a deploy:
//   - the image builds; its size, and how long the container takes to answer and to turn healthy
//   - every page of the sitemap (and the forms and chat it leaves out) answers 200
//   - an enquiry is stored, and a test checkout opens
//   - the enquiry is still there after `docker restart` (PGlite on the /data volume)
//   - the server runs as the unprivileged `node` user, and no secret reaches the logs (the staff
//     token, the SMTP and database passwords, all given or generated for the run)
//   - where docker-compose is installed: the same on compose.yaml (the site on PostgreSQL), across
//     a restart of both services
// Where no Docker engine runs or no base image can be pulled, it installs Debian's docker.io and
// builds stand-in base images from Debian's packages (scripts/container/engine.mjs).
// Flags: --no-compose (the single container only), --keep (leave containers and images).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, root, sleep } from "../bench/lib/servers.mjs";
import { printTable, saveResults } from "../bench/lib/report.mjs";
import {
  docker,
  dockerOk,
  ensureEngine,
  ensureImage,
  nodeStandIn,
  postgresStandIn,
} from "./engine.mjs";
import { installInputs, missingInstallInputs } from "./install-inputs.mjs";
import {
  checkPages,
  enquiryStored,
  openTestCheckout,
  sendEnquiry,
  waitForHealth,
} from "./site-checks.mjs";

const image = "lavender-compass:check";
const container = "lavender-compass-check";
const volume = "lavender-compass-check-data";
const project = "lavender-compass-check";
const keep = process.argv.includes("--keep");
const rows = [];
const figures = {};

function record(check, ok, got) {
  rows.push({ check, got, ok });
  console.log(`[container] ${ok ? "ok  " : "FAIL"} ${check}: ${got}`);
}

/** Runs one check; a check that throws is a failed row, and the rest still run. */
async function check(name, run) {
  try {
    const result = await run();
    record(name, result.ok, result.got);
  } catch (error) {
    record(name, false, `threw: ${error.message}`);
  }
}

/** The repository as a fresh clone of the working tree has it: tracked and new files, nothing ignored. */
function cleanCopy() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lavender-container-"));
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: root,
      encoding: "utf8",
    },
  )
    .split("\0")
    .filter((file) => file && existsSync(path.join(root, file)));
  const list = path.join(dir, ".files");
  writeFileSync(list, files.join("\0"));
  const context = path.join(dir, "context");
  mkdirSync(context);
  execFileSync("sh", [
    "-c",
    `tar -C "${root}" --null -T "${list}" -cf - | tar -C "${context}" -xf -`,
  ]);
  const dirty = execFileSync("git", ["status", "--porcelain"], {
    cwd: root,
    encoding: "utf8",
  }).trim();
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
    cwd: root,
    encoding: "utf8",
  }).trim();
  return {
    dir,
    context,
    files: files.length,
    source: dirty ? `${commit} + uncommitted changes` : commit,
  };
}

/** The images the Dockerfile builds FROM that are not its own stages. */
function baseImages(dockerfile) {
  const stages = new Set();
  const bases = new Set();
  for (const line of dockerfile.split("\n")) {
    const match = /^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(line.trim());
    if (!match) continue;
    if (!stages.has(match[1])) bases.add(match[1]);
    if (match[2]) stages.add(match[2]);
  }
  return [...bases];
}

const seconds = (ms) => Math.round(ms / 100) / 10;

const randomWord = (prefix) =>
  `${prefix}${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/**
 * Mail to a closed port, with a password in its URL: every mail fails and is logged as failing,
 * which is where a careless log line would print the URL.
 */
const failingSmtp = (password) => `smtp://check:${password}@127.0.0.1:9/?ignoreTLS=true`;

/** Which of the named secrets the logs contain: none, or their names. */
function secretsIn(logs, secrets) {
  const found = Object.entries(secrets).filter(([, value]) => value && logs.includes(value));
  return {
    ok: found.length === 0,
    got: found.length
      ? `in the logs: ${found.map(([name]) => name).join(", ")}`
      : `${logs.split("\n").length} lines, none of: ${Object.keys(secrets).join(", ")}`,
  };
}

function timed(run) {
  const started = Date.now();
  const result = run();
  return { result, ms: Date.now() - started };
}

/** Docker's own health check verdict, waited for (the image checks every 30 s after a 30 s grace). */
async function waitForHealthy(name, timeoutMs = 150_000) {
  const started = Date.now();
  let status = "";
  while (Date.now() - started < timeoutMs) {
    status = docker(["inspect", "-f", "{{.State.Health.Status}}", name]);
    if (status === "healthy" || status === "unhealthy") break;
    await sleep(1_000);
  }
  return { status, ms: Date.now() - started };
}

function removeContainer(name) {
  spawnSync("docker", ["rm", "-f", name], { stdio: "ignore" });
}

/** The single container, as `docker run` with a /data volume serves it on PGlite. */
async function checkSingleContainer() {
  removeContainer(container);
  spawnSync("docker", ["volume", "rm", "-f", volume], { stdio: "ignore" });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const smtpPassword = randomWord("smtppw");
  // The host's network: this engine has no default bridge. PORT moves the server off 3000.
  const started = Date.now();
  docker([
    "run",
    "-d",
    "--name",
    container,
    "--network",
    "host",
    "-e",
    `PORT=${port}`,
    "-e",
    `SITE_URL=${url}`,
    "-e",
    `SMTP_URL=${failingSmtp(smtpPassword)}`,
    "-e",
    "MAIL_MAX_ATTEMPTS=1",
    "-v",
    `${volume}:/data`,
    image,
  ]);
  try {
    await waitForHealth(url);
    // Both counted from `docker run`: Docker's first probe comes one interval (30 s) after start.
    figures.answersAfterSeconds = seconds(Date.now() - started);
    record("answers /api/health after docker run", true, `${figures.answersAfterSeconds} s`);
    const healthy = await waitForHealthy(container);
    figures.healthyAfterSeconds = seconds(Date.now() - started);
    record(
      "Docker's health check",
      healthy.status === "healthy",
      `${healthy.status} ${figures.healthyAfterSeconds} s after docker run`,
    );

    await check("every page answers 200", async () => {
      const { pages, failures } = await checkPages(url);
      figures.pages = pages;
      return {
        ok: failures.length === 0,
        got: failures.length ? failures.join(", ") : `${pages} pages`,
      };
    });
    const token = docker(["exec", container, "cat", "/data/staff-token"]);
    let message;
    await check("an enquiry is stored", async () => {
      message = await sendEnquiry(url);
      const stored = await enquiryStored(url, token, message);
      return {
        ok: stored,
        got: stored ? "listed by the staff API" : "not listed by the staff API",
      };
    });
    await check("a test checkout opens", async () => ({
      ok: true,
      got: await openTestCheckout(url),
    }));
    await check("runs as the unprivileged user", async () => {
      const user = docker(["exec", container, "id", "-un"]);
      const uid = /^Uid:\s+(\d+)/m.exec(docker(["exec", container, "cat", "/proc/1/status"]))?.[1];
      const owner = docker(["exec", container, "stat", "-c", "%U %a", "/data/staff-token"]);
      return {
        ok: user === "node" && uid !== "0" && owner === "node 600",
        got: `${user}, server uid ${uid}, staff token file ${owner}`,
      };
    });

    const restarted = timed(() => docker(["restart", container]));
    const back = await waitForHealth(url);
    figures.restartSeconds = seconds(restarted.ms + back);
    await check("the enquiry survives docker restart", async () => {
      if (!message) return { ok: false, got: "no enquiry was stored to look for" };
      const stored = await enquiryStored(url, token, message);
      return {
        ok: stored,
        got: `${stored ? "still listed" : "gone"}, back after ${seconds(restarted.ms + back)} s`,
      };
    });
    await check("no secret in docker logs", async () => {
      const logs = execFileSync("sh", ["-c", `docker logs ${container} 2>&1`], {
        encoding: "utf8",
      });
      return secretsIn(logs, { "staff token": token, "SMTP password": smtpPassword });
    });
  } finally {
    if (!keep) {
      removeContainer(container);
      spawnSync("docker", ["volume", "rm", "-f", volume], { stdio: "ignore" });
    }
  }
}

/** The compose command installed here, or undefined. */
function composeCommand() {
  if (dockerOk(["compose", "version"], 20_000)) return ["docker", "compose"];
  if (spawnSync("docker-compose", ["version"], { stdio: "ignore" }).status === 0)
    return ["docker-compose"];
  return undefined;
}

/** compose.yaml as it is, with the image just built, on a free port, and the database image here. */
async function checkCompose(compose, context) {
  const env = { ...process.env };
  // compose.yaml's database image, or where no registry answers, Debian's PostgreSQL (15) in the
  // official image's shape.
  const postgresImage = "postgres:16-alpine";
  const pulled = ensureImage(postgresImage);
  if (pulled) figures.database = `${postgresImage}: ${pulled}`;
  else {
    env.POSTGRES_IMAGE = "lavender-stand-in/postgres:15-bookworm";
    figures.database = `${env.POSTGRES_IMAGE}: ${ensureImage(env.POSTGRES_IMAGE, postgresStandIn)}`;
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const secrets = {
    "database password": randomWord("dbpw"),
    "SMTP password": randomWord("smtppw"),
  };
  // No STAFF_TOKEN: the site generates one on its volume, as compose.yaml's comment says.
  delete env.STAFF_TOKEN;
  Object.assign(env, {
    SITE_URL: url,
    SITE_PORT: String(port),
    POSTGRES_PASSWORD: secrets["database password"],
    SMTP_URL: failingSmtp(secrets["SMTP password"]),
  });
  const override = path.join(context, "compose.check.yaml");
  writeFileSync(override, `services:\n  site:\n    image: ${image}\n`);
  const run = (args, options = {}) =>
    execFileSync(
      compose[0],
      [...compose.slice(1), "-p", project, "-f", "compose.yaml", "-f", override, ...args],
      {
        cwd: context,
        env,
        encoding: "utf8",
        stdio: "pipe",
        ...options,
      },
    );
  run(["down", "-v"]);
  try {
    const up = timed(() => run(["up", "-d", "--no-build"]));
    const answered = await waitForHealth(url, 180_000);
    figures.composeAnswersAfterSeconds = seconds(up.ms + answered);
    record(
      "compose: the site answers on PostgreSQL",
      true,
      `${seconds(up.ms + answered)} s after up`,
    );
    const token = run(["exec", "-T", "site", "cat", "/data/staff-token"]).trim();
    await check("compose: every page answers 200", async () => {
      const { pages, failures } = await checkPages(url);
      return {
        ok: failures.length === 0,
        got: failures.length ? failures.join(", ") : `${pages} pages`,
      };
    });
    let message;
    await check("compose: an enquiry is stored", async () => {
      message = await sendEnquiry(url);
      const stored = await enquiryStored(url, token, message);
      return { ok: stored, got: stored ? "listed by the staff API" : "not listed" };
    });
    await check("compose: a test checkout opens", async () => ({
      ok: true,
      got: await openTestCheckout(url),
    }));
    run(["restart"]);
    await waitForHealth(url, 180_000);
    await check("compose: the enquiry survives a restart of both services", async () => {
      if (!message) return { ok: false, got: "no enquiry was stored to look for" };
      const stored = await enquiryStored(url, token, message);
      return { ok: stored, got: stored ? "still listed" : "gone" };
    });
    await check("compose: no secret in the logs", async () => {
      const logs = run(["logs", "--no-color"], { stdio: ["ignore", "pipe", "pipe"] });
      return secretsIn(logs, { "staff token": token, ...secrets });
    });
  } finally {
    if (!keep) run(["down", "-v"]);
  }
}

const stopEngine = await ensureEngine();
let copy;
try {
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  const missing = missingInstallInputs({
    dockerfile,
    dockerignore: readFileSync(path.join(root, ".dockerignore"), "utf8"),
    inputs: installInputs(root),
  });
  record(
    "the install stage has every file npm ci reads",
    missing.length === 0,
    missing.length ? `missing ${missing.join(", ")}` : "yes",
  );

  figures.baseImages = baseImages(dockerfile).map(
    (base) => `${base}: ${ensureImage(base, nodeStandIn)}`,
  );
  copy = cleanCopy();
  figures.source = copy.source;
  console.log(`[container] building ${image} from ${copy.files} files (${copy.source})...`);
  // The image this tag named before, removed once a new one takes the tag (its build stages stay:
  // they are the cache that makes the next build fast).
  const previous = spawnSync("docker", ["image", "inspect", "-f", "{{.Id}}", image], {
    encoding: "utf8",
  }).stdout.trim();
  const build = timed(() =>
    spawnSync("docker", ["build", "--force-rm", "--network", "host", "-t", image, copy.context], {
      stdio: ["ignore", "inherit", "inherit"],
    }),
  );
  const now = spawnSync("docker", ["image", "inspect", "-f", "{{.Id}}", image], {
    encoding: "utf8",
  }).stdout.trim();
  if (previous && previous !== now) spawnSync("docker", ["rmi", previous], { stdio: "ignore" });
  figures.buildSeconds = seconds(build.ms);
  record("the image builds", build.result.status === 0, `${seconds(build.ms)} s`);
  if (build.result.status === 0) {
    const bytes = Number(docker(["image", "inspect", "-f", "{{.Size}}", image]));
    figures.imageMB = Math.round(bytes / 1e6);
    record("image size", true, `${figures.imageMB} MB`);
    await checkSingleContainer();
    const compose = process.argv.includes("--no-compose") ? undefined : composeCommand();
    if (compose) await checkCompose(compose, copy.context);
    else
      console.log(
        "[container] docker compose not installed (or --no-compose): compose.yaml not checked",
      );
  }
} finally {
  if (copy) rmSync(copy.dir, { recursive: true, force: true });
  stopEngine();
}

printTable("Container check", rows, [
  ["check", "check"],
  ["got", "got"],
  ["ok", "verdict"],
]);
saveResults("container", { figures, rows });
const failed = rows.filter((row) => !row.ok);
if (failed.length) {
  console.log(`\n${failed.length} check(s) failed.`);
  process.exitCode = 1;
} else console.log("\nEvery check passed.");
