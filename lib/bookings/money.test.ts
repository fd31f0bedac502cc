import {
  addDays,
  bookingTotal,
  cancellationOutcome,
  daysBetween,
  maxTravelers,
  paymentPlan,
  reminderDate,
  balanceStage,
  seatsLeft,
} from "./money";

const today = "2026-11-24";

describe("booking total", () => {
  it("multiplies a per-person price by the travelers", () => {
    expect(bookingTotal({ price: 14800, price_per_person: true }, 2)).toBe(29600);
    expect(bookingTotal({ price: 14800, price_per_person: true }, 1)).toBe(14800);
  });
  it("keeps a price per booking whatever the party size", () => {
    expect(bookingTotal({ price: 9000, price_per_person: false }, 3)).toBe(9000);
  });
});

describe("calendar days", () => {
  it("counts across months and a leap day", () => {
    expect(daysBetween("2027-02-27", "2027-03-01")).toBe(2);
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(addDays("2027-01-10", -30)).toBe("2026-12-11");
  });
});

describe("payment plan", () => {
  it("takes a 25% deposit when departure is more than 45 days away", () => {
    const plan = paymentPlan(29600, "2027-03-01", today);
    expect(plan).toEqual({
      total: 29600,
      due_now: 7400,
      balance: 22200,
      balance_due_on: "2027-01-30",
    });
  });
  it("rounds the deposit to whole dollars", () => {
    expect(paymentPlan(7902, "2027-06-01", today).due_now).toBe(1976); // 1975.5
    expect(paymentPlan(7901, "2027-06-01", today).due_now).toBe(1975); // 1975.25
    const plan = paymentPlan(7901, "2027-06-01", today);
    expect(plan.due_now + plan.balance).toBe(7901);
  });
  it("is a deposit at 46 days and full payment at 45", () => {
    expect(paymentPlan(1000, addDays(today, 46), today).balance).toBe(750);
    expect(paymentPlan(1000, addDays(today, 45), today)).toEqual({
      total: 1000,
      due_now: 1000,
      balance: 0,
      balance_due_on: null,
    });
  });
  it("sends the reminder a week before the balance is due", () => {
    expect(reminderDate("2027-01-30")).toBe("2027-01-23");
  });
  it("stages an unpaid balance: upcoming, a week's reminder, due on the day, overdue after", () => {
    expect(balanceStage("2027-01-30", "2027-01-22")).toBe("upcoming");
    expect(balanceStage("2027-01-30", "2027-01-23")).toBe("reminder");
    expect(balanceStage("2027-01-30", "2027-01-29")).toBe("reminder");
    expect(balanceStage("2027-01-30", "2027-01-30")).toBe("due");
    expect(balanceStage("2027-01-30", "2027-01-31")).toBe("overdue");
    expect(balanceStage("2027-01-30", "2027-03-01")).toBe("overdue");
  });
});

describe("cancellation refunds", () => {
  const paid = 740_000; // $7,400 in cents
  it("refunds all but the $250 processing fee more than 60 days out", () => {
    expect(cancellationOutcome(paid, addDays(today, 61), today)).toEqual({
      tier: "full_less_fee",
      days_before_travel: 61,
      refund: 715_000,
      credit: 0,
    });
    expect(cancellationOutcome(10_000, addDays(today, 90), today).refund).toBe(0);
  });
  it("refunds half from 60 down to 30 days", () => {
    expect(cancellationOutcome(paid, addDays(today, 60), today)).toMatchObject({
      tier: "half",
      refund: 370_000,
    });
    expect(cancellationOutcome(paid, addDays(today, 30), today).tier).toBe("half");
  });
  it("gives a credit, not a refund, under 30 days", () => {
    expect(cancellationOutcome(paid, addDays(today, 29), today)).toEqual({
      tier: "credit",
      days_before_travel: 29,
      refund: 0,
      credit: paid,
    });
    expect(cancellationOutcome(paid, today, today).tier).toBe("credit");
  });
  it("returns nothing once the trip has begun", () => {
    expect(cancellationOutcome(paid, addDays(today, -1), today)).toMatchObject({
      tier: "departed",
      refund: 0,
      credit: 0,
    });
  });
});

describe("seats", () => {
  it("subtracts held seats and never goes below zero", () => {
    expect(seatsLeft(16, 5)).toBe(11);
    expect(seatsLeft(2, 3)).toBe(0);
  });
  it("caps travelers by seats left and the group limit", () => {
    expect(maxTravelers(11, 16)).toBe(11);
    expect(maxTravelers(20, 12)).toBe(12);
    expect(maxTravelers(0, 12)).toBe(0);
  });
});
