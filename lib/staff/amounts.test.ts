/** The supplier-cost field reads a plain amount only: anything malformed is refused, not guessed. */
import { parseDollars } from "./amounts";

describe("an amount typed on the desk", () => {
  it.each([
    ["", 0],
    ["  ", 0],
    ["0", 0],
    ["350", 35_000],
    ["350.5", 35_050],
    ["350.05", 35_005],
    ["1250.50", 125_050],
    ["1,250.50", 125_050],
    ["$1,250", 125_000],
    [" 345,678 ", 34_567_800],
    ["1,000,000.99", 100_000_099],
    ["9999999.99", 999_999_999],
  ])("reads %j as %i cents", (typed, cents) => {
    expect(parseDollars(typed)).toBe(cents);
  });

  it.each([
    "1,0,0",
    "1,00",
    "10,00.00",
    ",100",
    "100,",
    "1,2345",
    "12.345",
    "12.",
    ".5",
    "-5",
    "1e3",
    "0x10",
    "12 000",
    "1.000,50",
    "$ 100",
    "100$",
    "USD 100",
    "10,000,000",
    "12345678",
    "one hundred",
  ])("refuses %j", (typed) => {
    expect(parseDollars(typed)).toBeUndefined();
  });
});
