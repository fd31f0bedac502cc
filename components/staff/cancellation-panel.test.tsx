/**
 * @jest-environment jsdom
 */
/**
 * The desk's cancellation panel: a request waiting shows what approving it returns by the schedule
 * (less supplier costs, which reduce it), a settled agency cancellation shows its note to the
 * travelers, and a post that found nothing to change says so.
 */
import { render, screen } from "@testing-library/react";
import type { DeskBooking } from "@/lib/contract";
import type { CancellationRow, DeskCancellation } from "@/lib/db/queries/cancellations";
import { CancellationPanel } from "./cancellation-panel";

jest.mock("@/lib/actions/staff-cancellations", () => ({
  approveCancellation: jest.fn(),
  cancelForAgency: jest.fn(),
  retryCancellationRefund: jest.fn(),
}));

const booking = {
  reference: "LC-AAAA2222",
  currency: "usd",
  starts_on: "2027-03-01",
  status: "cancellation_requested",
} as DeskBooking;

const request: CancellationRow = {
  id: "c1",
  bookingId: "b1",
  kind: "traveler",
  requestedAt: new Date("2027-01-10T12:00:00Z"), // 50 days out: half back
  daysBeforeTravel: 50,
  tier: "half",
  reason: null,
  note: null,
  supplierCosts: 0,
  supplierCostsReason: null,
  refundAmount: 100_000,
  creditAmount: 0,
  state: "requested",
  lastError: null,
  decidedById: null,
  decidedByName: null,
  decidedAt: null,
  settledAt: null,
  creditId: null,
};

const desk = (cancellation: CancellationRow): DeskCancellation => ({
  cancellation,
  refunds: [],
  credit: null,
  payments: [{ sessionId: "cs_1", cash: 200_000, credit: 0, refunded: 0 }],
  departureBookings: 1,
  departureCancelled: false,
});

describe("the desk's cancellation panel", () => {
  it("shows what approving a request returns, and that supplier costs reduce it", () => {
    render(<CancellationPanel booking={booking} desk={desk(request)} />);
    const panel = screen.getByRole("region", { name: "Cancellation" });
    expect(panel.textContent).toContain(
      "Approving returns$1,000.00 USD back to the traveler's card, less any supplier costs entered below (they reduce it by as much)",
    );
    expect(screen.getByRole("button", { name: "Approve and refund" })).toBeTruthy();
  });

  it("says a refund less the processing fee more than 60 days out, with no supplier costs", () => {
    const early = {
      ...request,
      requestedAt: new Date("2026-11-01T12:00:00Z"),
      tier: "full_less_fee",
    };
    render(<CancellationPanel booking={booking} desk={desk(early)} />);
    expect(screen.getByRole("region", { name: "Cancellation" }).textContent).toContain(
      "Approving returns$1,750.00 USD back to the traveler's card",
    );
  });

  it("shows the agency's note to the travelers once it cancelled", () => {
    const agency: CancellationRow = {
      ...request,
      kind: "agency",
      tier: "agency",
      reason: "unsafe_conditions",
      note: "We will call you this week.",
      state: "settled",
      refundAmount: 200_000,
      creditAmount: 50_000,
    };
    render(
      <CancellationPanel
        booking={{ ...booking, status: "cancelled_refunded" }}
        desk={desk(agency)}
      />,
    );
    const panel = screen.getByRole("region", { name: "Cancellation" });
    expect(panel.textContent).toContain("Note to the travelersWe will call you this week.");
    expect(panel.textContent).not.toContain("Approving returns");
  });

  it("says a post changed nothing, and why", () => {
    render(
      <CancellationPanel
        booking={{ ...booking, status: "cancelled_refunded" }}
        desk={desk({ ...request, state: "settled" })}
        unchanged="cancelled"
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Nothing changed: this booking was already cancelled and settled, as shown here. Nothing more was refunded or credited.",
    );
  });
});
