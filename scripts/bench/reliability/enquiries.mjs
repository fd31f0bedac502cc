// (a) 2,000 unique enquiries at 50 connections: stored rows equal the 2xx answers, and every other
// answer is 429 or 503. (b) The same load with a SIGKILL in the middle: after a restart on the same
// DATA_DIR (or database), every acknowledged enquiry is there.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pool, until } from "../lib/load.mjs";
import { startSite } from "../lib/servers.mjs";
import { enquiry } from "./probe.mjs";
import { staffListed, storedMessages } from "./stored-enquiries.mjs";

const total = 2000;
const concurrency = 50;
const STAFF_LIST_LIMIT = 500;
const is2xx = (status) => status >= 200 && status < 300;

function send(site, prefix, options = {}) {
  return pool({
    total,
    concurrency,
    limitMs: 240_000,
    makeRequest: (i) => ({ url: `${site.url}/api/inquiries`, init: enquiry(`${prefix}${i}`) }),
    ...options,
  });
}

const token = (site) => readFileSync(path.join(site.dataDir, "staff-token"), "utf8").trim();

export async function checkLoad(label, { env = {}, databaseUrl } = {}) {
  const site = await startSite(`load-${label}`, { env });
  const prefix = `reliability ${label} a ${Date.now()} #`;
  let listed;
  let outcomes;
  try {
    outcomes = await send(site, prefix);
    listed = await staffListed(site, token(site));
  } finally {
    await site.stop();
  }
  const acknowledged = new Set(
    outcomes.filter((o) => is2xx(o.status)).map((o) => `${prefix}${o.i}`),
  );
  const count = (status) => outcomes.filter((o) => o.status === status).length;
  const other = outcomes.filter((o) => !is2xx(o.status) && o.status !== 429 && o.status !== 503);
  const stored = await storedMessages({ dataDir: site.dataDir, databaseUrl }, prefix);
  const storedSet = new Set(stored);
  const same =
    stored.length === acknowledged.size && [...acknowledged].every((m) => storedSet.has(m));
  const listedOurs = listed.messages.filter((m) => m.startsWith(prefix));
  return [
    {
      check: `(a) ${label}: ${total} enquiries, ${concurrency} connections`,
      expected: "each answered 2xx, 429 or 503",
      got: `${acknowledged.size} 2xx, ${count(429)} 429, ${count(503)} 503, ${other.length} other`,
      ok: outcomes.length === total && other.length === 0,
    },
    {
      check: `(a) ${label}: stored rows = 2xx answers`,
      expected: `${acknowledged.size} rows, the same ones`,
      got: `${stored.length} rows${same ? ", the same ones" : ", NOT the same"}`,
      ok: same,
    },
    {
      check: `(a) ${label}: staff API lists them`,
      expected: `newest ${Math.min(STAFF_LIST_LIMIT, acknowledged.size)} (its limit)`,
      got: `${listedOurs.length} listed, ${listedOurs.filter((m) => acknowledged.has(m)).length} acknowledged`,
      ok:
        listedOurs.length === Math.min(STAFF_LIST_LIMIT, acknowledged.size) &&
        listedOurs.every((m) => acknowledged.has(m)),
    },
  ];
}

export async function checkSigkill(label, { env = {}, databaseUrl } = {}) {
  const site = await startSite(`sigkill-${label}`, { env });
  const prefix = `reliability ${label} b ${Date.now()} #`;
  const acknowledged = new Set();
  let killed = false;
  let sent = 0;
  try {
    // Kill once about a third of the enquiries are acknowledged, with 50 requests in flight.
    const load = send(site, prefix, {
      shouldStop: () => killed,
      onOutcome: ({ i, status }) => {
        sent++;
        if (is2xx(status)) acknowledged.add(`${prefix}${i}`);
      },
    });
    await until(() => acknowledged.size >= total / 3, 180_000);
    await site.kill("SIGKILL");
    killed = true;
    await load;
    await site.restart();
  } finally {
    await site.stop();
  }
  const stored = new Set(await storedMessages({ dataDir: site.dataDir, databaseUrl }, prefix));
  const lost = [...acknowledged].filter((m) => !stored.has(m));
  const unanswered = [...stored].filter((m) => !acknowledged.has(m));
  return [
    {
      check: `(b) ${label}: SIGKILL during the load`,
      expected: "killed with requests in flight",
      got: `${sent} answered or cut off, ${acknowledged.size} acknowledged before the kill`,
      ok: killed && acknowledged.size > 0,
    },
    {
      check: `(b) ${label}: acknowledged enquiries after restart`,
      expected: "0 lost",
      got: `${lost.length} lost of ${acknowledged.size}; ${unanswered.length} stored, answer cut off`,
      ok: lost.length === 0,
    },
  ];
}
