// Load generation: autocannon for throughput and latency figures, and a bounded worker pool for
// checks that must know the answer to every single request.
import autocannon from "autocannon";
import { sleep } from "./servers.mjs";

/** Browsers ask for compressed pages; Next.js compresses with gzip, so the bench asks as they do. */
export const browserHeaders = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

/** One autocannon run (after a short warm-up that is not counted). */
export async function cannon({ url, connections = 10, seconds = 10, warmup = 2, ...options }) {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, ...options });
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/**
 * Sends `total` requests from `concurrency` workers, each built by makeRequest(i), and records every
 * outcome: { i, status } (status 0 when the connection failed), also passed to onOutcome as it
 * comes. Stops early when shouldStop() is true or when the time limit passes: never unbounded.
 */
export async function pool({
  total,
  concurrency,
  makeRequest,
  limitMs,
  shouldStop = () => false,
  onOutcome = () => undefined,
}) {
  const outcomes = [];
  const deadline = Date.now() + limitMs;
  let next = 0;
  const worker = async () => {
    while (next < total && !shouldStop() && Date.now() < deadline) {
      const i = next++;
      const { url, init } = makeRequest(i);
      const status = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }).then(
        async (response) => {
          await response.arrayBuffer().catch(() => undefined);
          return response.status;
        },
        () => 0,
      );
      outcomes.push({ i, status });
      onOutcome({ i, status });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** Resolves once condition() holds, checking every 20 ms, or rejects after limitMs. */
export async function until(condition, limitMs) {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await sleep(20);
  }
}
