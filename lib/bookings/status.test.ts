/** A booking's status: stored once a cancellation is asked for, else read from its dates and balance. */
import { bookingStatus, settledStatus } from "./status";

const owing = {
  status: "confirmed",
  startsOn: "2027-03-01",
  balanceDue: 600_000,
  balanceSessionId: null,
  balanceDueOn: "2027-01-30",
};

describe("a booking's status", () => {
  it("is confirmed until the balance reminder's day, then balance due, also once overdue", () => {
    expect(bookingStatus(owing, "2027-01-22")).toBe("confirmed");
    expect(bookingStatus(owing, "2027-01-23")).toBe("balance_due");
    expect(bookingStatus(owing, "2027-02-10")).toBe("balance_due");
  });

  it("is paid in full with nothing owed, and travelled once the departure day has passed", () => {
    const paid = { ...owing, balanceSessionId: "cs_balance" };
    expect(bookingStatus(paid, "2027-02-01")).toBe("paid_in_full");
    expect(bookingStatus(paid, "2027-03-01")).toBe("paid_in_full");
    expect(bookingStatus(paid, "2027-03-02")).toBe("travelled");
    expect(bookingStatus({ ...owing, startsOn: null, balanceDueOn: null }, "2030-01-01")).toBe(
      "confirmed",
    );
  });

  it("keeps a cancellation whatever the dates say", () => {
    for (const status of ["cancellation_requested", "cancelled_refunded", "cancelled_credited"]) {
      expect(bookingStatus({ ...owing, status }, "2027-05-01")).toBe(status);
    }
  });

  it("settles as refunded when money went back, credited when only credit did", () => {
    expect(settledStatus(10, 50_000)).toBe("cancelled_refunded");
    expect(settledStatus(0, 50_000)).toBe("cancelled_credited");
    expect(settledStatus(0, 0)).toBe("cancelled");
  });
});
