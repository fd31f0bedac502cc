// (e) Two app instances on one PostgreSQL: rate limits are shared (hits on one count on the other)
// and a checkout created on one is read on the other.
import { startSite } from "../lib/servers.mjs";
import { json, timed } from "./probe.mjs";

const limit = 4;

export async function checkSharedInstances(postgres) {
  // An hour-long window, so the sequence below cannot straddle two windows in practice.
  const env = {
    DATABASE_URL: postgres.url,
    RATE_LIMIT_MAX: String(limit),
    RATE_LIMIT_WINDOW_SECONDS: "3600",
  };
  const one = await startSite("shared-1", { env });
  const two = await startSite("shared-2", { env });
  try {
    // Two subscriptions on each instance use the limit of four; the next on either is refused.
    const order = [one, one, two, two, two, one];
    const statuses = [];
    for (const [i, site] of order.entries()) {
      const answer = await timed(
        `${site.url}/api/newsletter`,
        json({ email: `shared${i}@example.com` }),
      );
      statuses.push(answer.status);
    }
    const expectedStatuses = [201, 201, 201, 201, 429, 429];

    const [travelPackage] = await fetch(`${one.url}/api/packages`).then((r) => r.json());
    const created = await timed(
      `${one.url}/api/payments/create-checkout?package_id=${travelPackage.id}&origin_url=${encodeURIComponent(one.url)}`,
      { method: "POST" },
    );
    const sessionId = created.status === 200 ? JSON.parse(created.text).session_id : "none";
    const status = await timed(`${two.url}/api/payments/checkout-status/${sessionId}`);
    const seen = status.status === 200 ? JSON.parse(status.text) : undefined;
    return [
      {
        check: "(e) two instances share rate limits",
        expected: `${expectedStatuses.join(",")} (instances 1,1,2,2,2,1; limit ${limit})`,
        got: statuses.join(","),
        ok: statuses.join() === expectedStatuses.join(),
      },
      {
        check: "(e) checkout made on 1, read on 2",
        expected: "200 open unpaid",
        got: `create ${created.status}; status ${status.status} ${seen ? `${seen.status} ${seen.payment_status}` : ""}`,
        ok: created.status === 200 && seen?.status === "open" && seen?.payment_status === "unpaid",
      },
    ];
  } finally {
    await Promise.all([one.stop(), two.stop()]);
  }
}
