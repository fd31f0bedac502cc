/**
 * Enquiry attacks on the fields themselves: wrong types are refused with nothing stored; hostile
 * but valid text (markup, SQL, unicode) is stored exactly as sent and shown nowhere as HTML;
 * unknown fields are dropped.
 */
import { expect } from "@playwright/test";
import { post, refusedBodies, type Attack } from "./attacks";
import { servers, staffToken } from "./servers";
import { storedRecordOf } from "./staff-records";

const site = servers.embedded.url;
const path = "/api/inquiries";
const target = "POST /api/inquiries";
const base = (marker: string) => ({ name: "Ana", email: "ana@example.com", message: marker });

const refused: [string, Record<string, unknown>][] = [
  ["name as a number", { name: 123 }],
  ["email as an array", { email: ["ana@example.com"] }],
  ["travelers_count as words", { travelers_count: "many" }],
  ["travelers_count below 1", { travelers_count: -1 }],
  ["travelers_count of a billion", { travelers_count: 1e9 }],
  ["message as an operator object", { message: { $gt: "" } }],
  ["no message", { message: undefined }],
  ["not an e-mail address", { email: "not-an-email" }],
  ["NUL in the message", { message: "before\u0000after" }],
  ["message of 5,001 characters", { message: "m".repeat(5001) }],
];

async function record(marker: string) {
  const stored = await storedRecordOf(site, staffToken("embedded"), marker);
  expect(stored, "the enquiry was stored").toBeDefined();
  return stored!;
}

/** Fields sent as given; the message carries the marker so the stored record can be found. */
function storedAsSent(name: string, fields: (marker: string) => Record<string, string>): Attack {
  return {
    target,
    name,
    status: 201,
    request: (marker) => post(path, { ...base(marker), ...fields(marker) }),
    verify: async (_answer, marker) => {
      const stored = await record(marker);
      for (const [key, value] of Object.entries(fields(marker))) {
        expect(stored[key as keyof typeof stored], key).toBe(value.trim());
      }
      // Enquiries appear on no page; none may carry the markup.
      for (const page of ["/", "/contact"]) {
        const html = await (await fetch(site + page)).text();
        expect(html).not.toContain(marker);
      }
    },
  };
}

export function storedInputAttacks(): Attack[] {
  return [
    ...refusedBodies(target, path, base, refused),
    storedAsSent("XSS payloads, stored as text", (marker) => ({
      name: `<script>alert("${marker}")</script>`,
      destination: `"><svg onload=alert(1)>`,
      message: `<img src=x onerror=alert(1)> ${marker}`,
    })),
    storedAsSent("SQL-injection strings, stored verbatim", (marker) => ({
      name: "Robert'); DROP TABLE inquiries;--",
      destination: "1; SELECT pg_sleep(5)--",
      message: `${marker}' OR '1'='1`,
    })),
    storedAsSent("RTL override, zero-width and emoji", (marker) => ({
      name: "\u202EAna\u202C Sou\u200Bza 🏳️‍🌈",
      travel_dates: "June\u200D 2026 ✈️",
      message: `${marker} \u2067مرحبا\u2069 👩‍❤️‍👩`,
    })),
    {
      target,
      name: "lone surrogate, stored as U+FFFD",
      status: 201,
      request: (marker) => ({
        ...post(path, base(marker)),
        body: `{"name":"Ana \\ud800","email":"ana@example.com","message":"${marker}"}`,
      }),
      verify: async (_answer, marker) => expect((await record(marker)).name).toBe("Ana \uFFFD"),
    },
    {
      target,
      name: "unknown fields, dropped",
      status: 201,
      request: (marker) => ({
        ...post(path, base(marker)),
        body: `{"__proto__":{"polluted":true},"id":"00000000-0000-4000-8000-000000000000","created_at":"1999-01-01T00:00:00Z","is_admin":true,"status":"paid",${JSON.stringify(base(marker)).slice(1)}`,
      }),
      verify: async (answer, marker) => {
        const receipt = JSON.parse(answer.text) as Record<string, unknown>;
        expect(Object.keys(receipt).sort()).toEqual(["created_at", "id", "status"]);
        const stored = await record(marker);
        expect(Object.keys(stored).sort()).toEqual(
          [
            "created_at",
            "destination",
            "email",
            "id",
            "message",
            "name",
            "phone",
            "status",
            "travel_dates",
            "travelers_count",
          ].sort(),
        );
        // The desk's status starts at "new", whatever the visitor sent.
        expect(stored.status).toBe("new");
        expect(stored.id).not.toBe("00000000-0000-4000-8000-000000000000");
        expect(stored.created_at.startsWith("1999")).toBe(false);
      },
    },
  ];
}
