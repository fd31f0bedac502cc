import { isExpiryCurrent, localPaymentInputSchema, passesLuhn } from "./card";

const valid = {
  session_id: "cs_test_abcdefghijklmnop",
  card_number: "4242 4242 4242 4242",
  expiry: "12/99",
  cvc: "123",
  email: "ana@example.com",
  name: "Ana Souza",
};

describe("local test checkout card rules", () => {
  it("checks the Luhn digit", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242x")).toBe(false);
  });

  it("accepts an expiry through the end of its month and refuses the past", () => {
    const now = new Date(Date.UTC(2026, 4, 31, 23, 0));
    expect(isExpiryCurrent("05/26", now)).toBe(true);
    expect(isExpiryCurrent("06/26", now)).toBe(true);
    expect(isExpiryCurrent("04/26", now)).toBe(false);
    expect(isExpiryCurrent("12/25", now)).toBe(false);
    expect(isExpiryCurrent("13/30", now)).toBe(false);
    expect(isExpiryCurrent("1/30", now)).toBe(false);
  });

  it("normalises the card number and trims the name and e-mail", () => {
    expect(
      localPaymentInputSchema.parse({ ...valid, name: "  Ana  ", email: " ana@example.com " }),
    ).toEqual({ ...valid, card_number: "4242424242424242", name: "Ana" });
  });

  it.each([
    ["a failed Luhn check", { card_number: "4242 4242 4242 4241" }],
    ["too few digits", { card_number: "4242 4242" }],
    ["letters", { card_number: "4242 4242 4242 424a" }],
    ["an expiry in the past", { expiry: "01/20" }],
    ["a malformed expiry", { expiry: "2030-01" }],
    ["a 2-digit CVC", { cvc: "12" }],
    ["a 5-digit CVC", { cvc: "12345" }],
    ["a bad e-mail", { email: "ana" }],
    ["a blank name", { name: "  " }],
    ["a malformed session id", { session_id: "../../etc" }],
  ])("refuses %s", (_label, change) => {
    expect(localPaymentInputSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
