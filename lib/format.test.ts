import {
  formatAmount,
  formatDateRange,
  formatLongDate,
  formatPrice,
  formatScore,
  truncate,
} from "./format";

describe("format", () => {
  it("writes post dates in long US English", () => {
    expect(formatLongDate("2025-10-19")).toBe("October 19, 2025");
    expect(formatLongDate("2026-01-01T23:30:00Z")).toBe("January 1, 2026");
  });

  it("writes the banner's date range compactly", () => {
    expect(formatDateRange("2025-10-21", "2025-10-25")).toBe("October 21-25, 2025");
    expect(formatDateRange("2026-07-25", "2026-08-08")).toBe("July 25 - August 8, 2026");
    expect(formatDateRange("2026-12-30", "2027-01-02")).toBe("December 30, 2026 - January 2, 2027");
  });

  it("writes prices with thousands separators", () => {
    expect(formatPrice(175000)).toBe("$175,000");
    expect(formatPrice(4500)).toBe("$4,500");
    expect(formatPrice(950)).toBe("$950");
  });

  it("writes checkout amounts from minor units with two decimals and the currency in capitals", () => {
    expect(formatAmount(850000, "usd")).toBe("$8,500.00 USD");
    expect(formatAmount(1999, "usd")).toBe("$19.99 USD");
    expect(formatAmount(0, "eur")).toBe("$0.00 EUR");
  });

  it("cuts descriptions at 150 characters and adds an ellipsis", () => {
    const long = "a".repeat(151);
    expect(truncate(long)).toBe(`${"a".repeat(150)}...`);
    expect(truncate("a".repeat(150))).toBe("a".repeat(150));
    expect(truncate("short")).toBe("short");
  });

  it("writes scores as n/5", () => {
    expect(formatScore(4.3)).toBe("4.3/5");
    expect(formatScore(5)).toBe("5/5");
    expect(formatScore(3.25)).toBe("3.3/5");
  });
});
