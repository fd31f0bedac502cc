/**
 * Test support: just enough of Stripe's API for checkouts and their refunds (Checkout Sessions
 * created, read, expired and, as a traveler would, paid; refunds of a payment intent), with every
 * request and its Idempotency-Key kept, and answers that can be made to refuse or to fail.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage["headers"];
}

type Json = Record<string, unknown>;

export function startStripeStandIn() {
  const sessions = new Map<string, Json>();
  /** Refunds by idempotency key, as Stripe replays a key's first answer. */
  const refundsByKey = new Map<string, Json>();
  const refunds: Json[] = [];
  const seen: SeenRequest[] = [];
  let failNext = 0;
  let refuseRefunds: string | null = null;
  let loseRefundAnswers = 0;
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    const url = new URL(req.url ?? "/", "http://stripe.local");
    seen.push({ method: req.method ?? "", path: url.pathname, form, headers: req.headers });
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": "req_test" });
      res.end(JSON.stringify(payload));
    };
    if (failNext > 0) {
      failNext--;
      return reply(500, { error: { type: "api_error", message: "Stripe is having a bad day" } });
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${sessions.size + 1}${Math.random().toString(36).slice(2, 10)}`;
      const session = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
        currency: form.get("line_items[0][price_data][currency]"),
        expires_at: Number(form.get("expires_at")) || Math.floor(Date.now() / 1000) + 24 * 3600,
        metadata: { package_id: form.get("metadata[package_id]") },
        customer_details: null,
      };
      sessions.set(id, session);
      return reply(200, session);
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
    if (req.method === "POST" && expiring) {
      const session = sessions.get(decodeURIComponent(expiring[1]!));
      if (!session || session.status !== "open") {
        return reply(400, {
          error: { type: "invalid_request_error", message: "Only open sessions can be expired" },
        });
      }
      session.status = "expired";
      return reply(200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const session = sessions.get(decodeURIComponent(match[1]!));
      if (!session) {
        return reply(404, {
          error: {
            type: "invalid_request_error",
            code: "resource_missing",
            message: "No such session",
          },
        });
      }
      return reply(200, session);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const key = String(req.headers["idempotency-key"] ?? "");
      // The refund is made (or replayed), and the answer lost on its way back.
      const answer =
        loseRefundAnswers > 0
          ? (loseRefundAnswers--,
            () => reply(500, { error: { type: "api_error", message: "lost" } }))
          : undefined;
      const earlier = refundsByKey.get(key);
      if (earlier) {
        return answer ? answer() : reply(earlier.status === "refused" ? 400 : 200, earlier.payload);
      }
      if (refuseRefunds) {
        const payload = {
          error: { type: "invalid_request_error", code: "charge_disputed", message: refuseRefunds },
        };
        refundsByKey.set(key, { status: "refused", payload });
        return reply(400, payload);
      }
      const refund = {
        id: `re_test_${refunds.length + 1}`,
        object: "refund",
        amount: Number(form.get("amount")),
        payment_intent: form.get("payment_intent"),
        status: "succeeded",
        currency: "usd",
      };
      refunds.push(refund);
      refundsByKey.set(key, { status: "ok", payload: refund });
      return answer ? answer() : reply(200, refund);
    }
    return reply(404, { error: { type: "invalid_request_error", message: "Unknown path" } });
  });
  return {
    server,
    sessions,
    refunds,
    seen,
    failNextRequests: (count: number) => (failNext = count),
    /** The next `count` refund requests are carried out (or replayed) but answered with a 500. */
    loseRefundAnswers: (count: number) => (loseRefundAnswers = count),
    /** Every refund asked from now on is refused with this reason (null: accepted again). */
    refuseRefunds: (reason: string | null) => (refuseRefunds = reason),
    /** Marks a session paid, as Stripe does once the traveler has paid. */
    pay(id: string, customer = { email: "noor@example.com", name: "Noor Haddad" }) {
      const session = sessions.get(id)!;
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = `pi_${id}`;
      session.customer_details = customer;
    },
    reset() {
      sessions.clear();
      refunds.length = 0;
      refundsByKey.clear();
      seen.length = 0;
      failNext = 0;
      refuseRefunds = null;
      loseRefundAnswers = 0;
    },
    async listen() {
      server.listen(0, "127.0.0.1");
      await once(server, "listening");
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
  };
}

export type StripeStandIn = ReturnType<typeof startStripeStandIn>;
