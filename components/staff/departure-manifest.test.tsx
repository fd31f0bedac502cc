/**
 * @jest-environment jsdom
 */
/**
 * A departure's manifest and the departures list on the desk: each booking's real status (a
 * cancelled one never "Paid in full") with what was refunded and credited, totals of the bookings
 * that stand with cancellations apart; a cancelled departure marked, with when and why, none for
 * sale.
 */
import { render, screen, within } from "@testing-library/react";
import type { BookingRecord } from "@/lib/contract";
import type { DepartureManifest as Manifest, DepartureSeats } from "@/lib/contract";
import { DepartureList } from "./departure-list";
import { DepartureManifest } from "./departure-manifest";

const departure: DepartureSeats = {
  id: "lagoon-2027-03-01",
  packageId: "lagoon",
  packageName: "Lagoon Test Trip",
  startsOn: "2027-03-01",
  days: 5,
  seats: 12,
  sold: 0,
  held: 0,
  left: 0,
  cancelled: {
    at: "2027-01-10T15:00:00.000Z",
    reason: "unsafe_conditions",
    note: null,
    byName: "Ellis",
  },
};

const record = (reference: string, changes: Partial<BookingRecord>): BookingRecord => ({
  id: reference,
  session_id: `cs_${reference}`,
  package_id: "lagoon",
  package_name: "Lagoon Test Trip",
  amount_total: 400_000,
  currency: "usd",
  customer_email: "noor@example.com",
  customer_name: "Noor Haddad",
  test_mode: true,
  status: "paid_in_full",
  created_at: "2026-11-01T12:00:00.000Z",
  reference,
  departure_id: departure.id,
  starts_on: departure.startsOn,
  travelers: 1,
  trip_total: 400_000,
  amount_paid: 400_000,
  balance_due: 0,
  balance_due_on: null,
  offset_total: 0,
  balance_status: "paid_in_full",
  credit_applied: 0,
  refunded: 0,
  credit_issued: 0,
  supplier_costs: 0,
  processing_fee: 0,
  ...changes,
});

describe("the desk's manifest", () => {
  it("shows each booking's real status and what it got back, totals apart", () => {
    const manifest: Manifest = {
      departure: { ...departure, cancelled: null, left: 11, sold: 1 },
      bookings: [
        record("LC-AAAA2222", {}),
        record("LC-BBBB3333", {
          status: "cancelled_refunded",
          balance_status: "cancelled",
          refunded: 400_000,
          credit_issued: 50_000,
        }),
      ],
      totals: {
        bookings: 1,
        travelers: 1,
        tripTotal: 400_000,
        offsetTotal: 0,
        paid: 400_000,
        balanceDue: 0,
      },
      cancelledTotals: {
        bookings: 1,
        travelers: 1,
        paid: 400_000,
        refunded: 400_000,
        creditIssued: 50_000,
        supplierCosts: 0,
        processingFees: 0,
      },
    };
    render(<DepartureManifest manifest={manifest} />);
    const cancelled = screen.getByRole("row", { name: /LC-BBBB3333/ });
    expect(cancelled.textContent).toContain("Cancelled (refunded)");
    expect(cancelled.textContent).not.toContain("Paid in full");
    expect(cancelled.textContent).toContain("$4,000.00 USD$500.00 USD");
    expect(screen.getByRole("row", { name: /LC-AAAA2222/ }).textContent).toContain("Paid in full");
    expect(screen.getByRole("rowheader", { name: "1 booking that stands" })).toBeTruthy();
    const apart = screen.getByRole("row", { name: /1 booking cancelled, not counted above/ });
    expect(apart.textContent).toContain("$4,000.00 USD$500.00 USD");
    expect(apart.textContent).toContain("No supplier costs or fees kept");
  });

  it("says what cancellations kept back: supplier costs and processing fees", () => {
    const manifest = {
      departure: { ...departure, cancelled: null, left: 12, sold: 0 },
      bookings: [
        record("LC-CCCC4444", { status: "cancelled_refunded", balance_status: "cancelled" }),
        record("LC-DDDD5555", { status: "cancelled_refunded", balance_status: "cancelled" }),
      ],
      totals: { bookings: 0, travelers: 0, tripTotal: 0, offsetTotal: 0, paid: 0, balanceDue: 0 },
      cancelledTotals: {
        bookings: 2,
        travelers: 3,
        paid: 300_000,
        refunded: 235_000,
        creditIssued: 0,
        supplierCosts: 40_000,
        processingFees: 25_000,
      },
    };
    render(<DepartureManifest manifest={manifest} />);
    const apart = screen.getByRole("row", { name: /2 bookings cancelled, not counted above/ });
    expect(apart.textContent).toContain(
      "$400.00 USD supplier costs and $250.00 USD processing fees kept",
    );
  });

  it("lists a cancelled departure as cancelled, with when and why, none for sale", () => {
    render(<DepartureList departures={[departure]} caption="Upcoming" />);
    const row = screen.getAllByRole("row")[1]!;
    expect(within(row).getByText("Cancelled")).toBeTruthy();
    expect(row.textContent).toContain("Conditions no longer safe");
    expect(row.textContent).toContain("Jan 10, 2027");
    expect(row.textContent).toContain("None: cancelled");
    expect(row.textContent).not.toContain("Sold out");
  });
});
