/**
 * @jest-environment jsdom
 */
/**
 * /booking-success once the payment is read as paid: a new booking is confirmed, a balance payment
 * says the trip is paid in full, and the page reopened after the booking was cancelled says so,
 * not "Confirmed".
 */
import "@testing-library/jest-dom";
import { render, screen } from "@testing-library/react";
import type { CheckoutStatus } from "@/lib/contract/checkout";
import { VerificationView } from "./payment-verification-client";

const paid = (overrides: Partial<CheckoutStatus>): CheckoutStatus => ({
  payment_status: "paid",
  status: "complete",
  amount_total: 425_000,
  currency: "usd",
  booking_reference: "LC-7Q2M4K",
  booking_token: null,
  purpose: "booking",
  booking_status: "confirmed",
  ...overrides,
});

const show = (status: CheckoutStatus) =>
  render(<VerificationView sessionId="cs_test_abc123" state={{ kind: "paid", status }} />);

const statusRow = () => screen.getByText("Status").nextElementSibling?.textContent;

it("confirms a new booking with the concierge's next steps", () => {
  show(paid({}));
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Booking Confirmed!");
  expect(statusRow()).toBe("Confirmed");
  expect(screen.getByText(/contact you within 24 hours/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

it("says a balance payment leaves the trip paid in full, not that a booking was made", () => {
  show(paid({ purpose: "balance", booking_status: "paid_in_full" }));
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Balance Paid!");
  expect(statusRow()).toBe("Paid in full");
  expect(screen.queryByText(/Booking Confirmed/)).not.toBeInTheDocument();
  expect(screen.queryByText(/within 24 hours/)).not.toBeInTheDocument();
});

it.each([
  ["cancelled_refunded", "Cancelled (refunded)"],
  ["cancelled_credited", "Cancelled (credited)"],
  ["cancellation_requested", "Cancellation requested"],
] as const)("reopened after the booking became %s, says so", (bookingStatus, label) => {
  show(paid({ booking_status: bookingStatus }));
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Booking Cancelled");
  expect(statusRow()).toBe(label);
  expect(screen.queryByText("Confirmed")).not.toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Next steps" })).not.toBeInTheDocument();
});
