/**
 * Book Now without JavaScript: the checkout's hold cookie is read and written, and a party too
 * large to book online is sent on to the enquiry with its trip filled in.
 */
import { ApiError } from "../api/errors";
import { HOLD_COOKIE } from "../payments/hold-cookie";
import { startCheckout } from "./booking";
import { idleState } from "./state";

const jar = new Map<string, string>();
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost:3000", origin: "http://localhost:3000" }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}));
jest.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));
jest.mock("../db/queries/rate-limits", () => ({ hitRateLimit: async () => 1 }));
jest.mock("../db/client", () => ({
  ...jest.requireActual("../db/client"),
  getDb: async () => ({}),
}));
const createCheckout = jest.fn();
jest.mock("../backend", () => ({ getBackend: () => ({ createCheckout }) }));

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const redirectOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { to?: string }) => error.to,
  );

const earlier = "e".repeat(43);
const later = "l".repeat(43);

beforeEach(() => {
  jar.clear();
  createCheckout.mockReset();
});

it("releases the checkout the browser kept, and keeps the new one's hold token", async () => {
  jar.set(HOLD_COOKIE, earlier);
  createCheckout.mockResolvedValue({
    url: "/checkout/cs_test_x",
    session_id: "x",
    hold_token: later,
  });
  const to = await redirectOf(
    startCheckout(idleState, form({ package_id: "cyclades-private-yacht", travelers: "2" })),
  );
  expect(to).toBe("/checkout/cs_test_x");
  expect(createCheckout.mock.calls[0]![0]).toMatchObject({ travelers: 2, replaces: earlier });
  expect(jar.get(HOLD_COOKIE)).toBe(later);
});

it("sends a party too large to book online to the enquiry, with the trip filled in", async () => {
  const enquiry =
    "/contact?package=cyclades-private-yacht&departure=cyclades-private-yacht-2027-06-19&travelers=9";
  createCheckout.mockRejectedValue(
    new ApiError(
      "bad_request",
      `travelers: online bookings of this departure take up to 4 travelers; for a group of 9, send us an enquiry and we will plan it with you: ${enquiry}`,
    ),
  );
  const to = await redirectOf(
    startCheckout(
      idleState,
      form({
        package_id: "cyclades-private-yacht",
        departure_id: "cyclades-private-yacht-2027-06-19",
        travelers: "9",
      }),
    ),
  );
  expect(to).toBe(enquiry);
});

it("shows any other refusal in place", async () => {
  createCheckout.mockRejectedValue(
    new ApiError("conflict", "The departure of 2027-06-19 is sold out"),
  );
  const state = await startCheckout(
    idleState,
    form({ package_id: "cyclades-private-yacht", travelers: "2" }),
  );
  expect(state).toMatchObject({ status: "failed", error: { code: "conflict" } });
});

it("names a field the way the form labels it, in words, and books nothing", async () => {
  for (const [travelers, message] of [
    ["0", "Travelers: must be at least 1"],
    ["2.5", "Travelers: must be a whole number"],
    ["61", "Travelers: must be at most 60: write to us for a larger group"],
  ]) {
    const state = await startCheckout(
      idleState,
      form({ package_id: "cyclades-private-yacht", travelers: travelers! }),
    );
    expect(state).toMatchObject({
      status: "failed",
      error: { code: "bad_request", message },
      invalid: "travelers",
    });
  }
  expect(createCheckout).not.toHaveBeenCalled();
});

it("passes the chosen carbon offset on, and none when the box is left clear", async () => {
  createCheckout.mockResolvedValue({ url: "/checkout/cs_test_y", session_id: "y" });
  await redirectOf(
    startCheckout(
      idleState,
      form({ package_id: "cyclades-private-yacht", travelers: "2", carbon_offset: "true" }),
    ),
  );
  await redirectOf(
    startCheckout(idleState, form({ package_id: "cyclades-private-yacht", travelers: "2" })),
  );
  expect(createCheckout.mock.calls[0]![0]).toMatchObject({ carbon_offset: true });
  expect(createCheckout.mock.calls[1]![0].carbon_offset).toBeUndefined();
});

it("keeps the offset's choice when the price is updated without JavaScript", async () => {
  const to = await redirectOf(
    startCheckout(
      idleState,
      form({
        intent: "price",
        package_id: "cyclades-private-yacht",
        departure_id: "cyclades-private-yacht-2027-06-19",
        travelers: "3",
        carbon_offset: "true",
      }),
    ),
  );
  expect(to).toBe(
    "/packages/cyclades-private-yacht/book?departure_id=cyclades-private-yacht-2027-06-19&travelers=3&carbon_offset=true",
  );
  expect(createCheckout).not.toHaveBeenCalled();
});
