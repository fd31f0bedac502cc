/**
 * The shared site instances the end-to-end specs run against. None starts up front: a Playwright
 * worker starts an instance the first time a spec needs it (its main site, or what `needsSites`
 * names) and stops it when the worker ends, so running one spec starts only what that spec uses.
 * Each starts on an empty data directory under `.e2e-data`.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataRoot, missingUpstreamPort, servers, silentUpstreamPort, smtp } from "./servers";
import { startOwned, startOwnSite, type HostKind, type OwnSite } from "./own-site";

/** What every shared instance allows beyond a visitor's limits. */
const testerAllowances = {
  RATE_LIMIT_MAX: "100000",
  CHECKOUT_STATUS_READS_PER_MINUTE: "100000",
  // Every spec books from 127.0.0.1 and leaves checkouts unpaid: one address holds far more than a
  // visitor may. The caps are tested on their own instance (e2e/api/seat-hoarding.spec.ts).
  HOLD_SEATS_PER_ADDRESS: "100000",
  HOLD_SEATS_PER_EMAIL: "100000",
  HOLD_DEPARTURES_PER_CLIENT: "100000",
  HOLD_DEPARTURE_SHARE: "100",
};

/** The shared instances, and the silent upstream one of them forwards to. */
type Dependency = "embedded" | "silentUpstream";

interface SiteDefinition {
  env?: Record<string, string>;
  host?: HostKind;
  /** Instances that must answer before this one starts. */
  after?: readonly Dependency[];
}

const definitions = {
  // The remote instance sends visitors' checkouts back to itself, so its origin is allowed here.
  // Its mail goes to the SMTP server e2e/staff-mail.spec.ts runs; at other times nothing listens
  // there and each mail fails once, for good (the outbox keeps it; no spec waits on a send).
  embedded: {
    env: {
      CHECKOUT_ORIGINS: servers.remote.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
      MAIL_MAX_ATTEMPTS: "1",
    },
  },
  remote: { env: { BACKEND_URL: servers.embedded.url }, after: ["embedded"] },
  remoteDown: {
    env: { BACKEND_URL: `http://127.0.0.1:${missingUpstreamPort}`, RATE_LIMIT_MAX: "3" },
  },
  remoteSlow: {
    env: { BACKEND_URL: `http://127.0.0.1:${silentUpstreamPort}` },
    after: ["silentUpstream"],
  },
  // The smoke suite's hosts keep the site's own low rate limit, which one test runs into.
  hostServer: { env: { RATE_LIMIT_MAX: "5" }, host: "server" },
  hostStandalone: { env: { RATE_LIMIT_MAX: "5" }, host: "standalone" },
  hostNextStart: { env: { RATE_LIMIT_MAX: "5" }, host: "nextStart" },
} satisfies Record<string, SiteDefinition>;

export type SiteName = keyof typeof definitions;

/** An upstream that accepts connections and never answers (e2e/support/silent-upstream.mjs). */
const startSilentUpstream = () =>
  startOwned({
    args: ["e2e/support/silent-upstream.mjs", String(silentUpstreamPort)],
    env: process.env,
    pidFile: path.join(dataRoot, "silentUpstream.pid"),
    readyUrl: `http://127.0.0.1:${silentUpstreamPort}/ready`,
    what: `the silent upstream on port ${silentUpstreamPort}`,
  });

/** Each line a server prints, marked with the instance that printed it. */
const marked = (name: string) => (text: string) =>
  process.stderr.write(
    text
      .split(/(?<=\n)/)
      .map((line) => `[${name}] ${line}`)
      .join(""),
  );

/**
 * An instance that failed to start fails every later start in this run at once (a missing build,
 * a port held by another program), instead of once per test as each new worker tries again.
 */
const failureNote = (name: string) => path.join(dataRoot, `${name}.start-failed`);

export function forgetStartFailures(): void {
  // Every worker's notes: each keeps its data under a root of its own (e2e/support/servers.ts).
  const roots = path.dirname(dataRoot);
  for (const root of existsSync(roots) ? readdirSync(roots) : [])
    for (const name of [...Object.keys(definitions), "silentUpstream"])
      rmSync(path.join(roots, root, `${name}.start-failed`), { force: true });
}

/** The instances one worker has started, each started once, all stopped together. */
export class Sites {
  private readonly started = new Map<SiteName | Dependency, Promise<OwnSite>>();

  /** Starts the named instances (and what they need) unless this worker already has. */
  async start(...names: readonly (SiteName | Dependency)[]): Promise<void> {
    await Promise.all(names.map((name) => this.one(name)));
  }

  private one(name: SiteName | Dependency): Promise<OwnSite> {
    let site = this.started.get(name);
    if (!site) {
      const note = failureNote(name);
      site = existsSync(note)
        ? Promise.reject(
            new Error(
              `${name} failed to start earlier in this run:\n${readFileSync(note, "utf8")}`,
            ),
          )
        : (name === "silentUpstream" ? startSilentUpstream() : this.launch(name)).catch(
            (error: Error) => {
              mkdirSync(dataRoot, { recursive: true });
              writeFileSync(note, error.message);
              throw error;
            },
          );
      this.started.set(name, site);
    }
    return site;
  }

  private async launch(name: SiteName): Promise<OwnSite> {
    const definition: SiteDefinition = definitions[name];
    await this.start(...(definition.after ?? []));
    const { port, url } = servers[name];
    return startOwnSite({
      port,
      url,
      dataDir: path.join(dataRoot, name),
      host: definition.host,
      // The home page renders without an upstream; a remote-mode site's health reports it down.
      readyAt: "/",
      env: { ...testerAllowances, ...definition.env },
      // A warning or a crash a server prints reaches the run's output.
      errors: marked(name),
    });
  }

  /** Stops every instance this worker started. */
  async stopAll(): Promise<void> {
    const sites = [...this.started.values()];
    this.started.clear();
    await Promise.all(
      sites.map((site) =>
        site.then(
          (running) => running.stop(),
          () => {},
        ),
      ),
    );
  }
}
