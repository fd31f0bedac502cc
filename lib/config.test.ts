import { DEFAULT_HOLD_RULES } from "./bookings/hold-rules";
import { holdRulesOf, parseConfig } from "./config";

describe("configuration", () => {
  it("has defaults that run the whole site with no accounts or keys", () => {
    const config = parseConfig({});
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.DATA_DIR).toBe("./data");
    expect(config.BACKEND_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.BACKEND_TIMEOUT_MS).toBe(10_000);
    expect(config.MAIL_MAX_ATTEMPTS).toBe(60);
  });

  it("holds seats by the documented defaults and refuses caps below the online group size", () => {
    expect(holdRulesOf(parseConfig({}))).toEqual(DEFAULT_HOLD_RULES);
    expect(
      holdRulesOf(parseConfig({ CHECKOUT_HOLD_MINUTES: "10", BOOKING_MAX_TRAVELERS: "6" })),
    ).toMatchObject({ holdMinutes: 10, maxTravelers: 6 });
    expect(() => parseConfig({ BOOKING_MAX_TRAVELERS: "12" })).toThrow(
      "Invalid configuration: HOLD_SEATS_PER_EMAIL must be at least BOOKING_MAX_TRAVELERS",
    );
    expect(() => parseConfig({ HOLD_SEATS_PER_ADDRESS: "4" })).toThrow(
      "Invalid configuration: HOLD_SEATS_PER_ADDRESS must be at least BOOKING_MAX_TRAVELERS",
    );
    expect(() => parseConfig({ CHECKOUT_HOLD_MINUTES: "0" })).toThrow("CHECKOUT_HOLD_MINUTES");
    expect(() => parseConfig({ HOLD_DEPARTURE_SHARE: "101" })).toThrow("HOLD_DEPARTURE_SHARE");
  });

  it("treats empty values as unset", () => {
    expect(
      parseConfig({ BACKEND_URL: "", DATABASE_URL: " ", STRIPE_SECRET_KEY: "" }).BACKEND_URL,
    ).toBeUndefined();
  });

  it("refuses a Stripe key without the webhook signing secret", () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      "Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set",
    );
    expect(
      parseConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" })
        .STRIPE_WEBHOOK_SECRET,
    ).toBe("whsec_x");
  });

  it("normalises the backend URL and the site origin", () => {
    const config = parseConfig({
      BACKEND_URL: "http://api.example:4000/",
      SITE_URL: "https://lavender.example/path",
    });
    expect(config.BACKEND_URL).toBe("http://api.example:4000");
    expect(config.SITE_URL).toBe("https://lavender.example");
  });

  it.each([
    ["BACKEND_URL", "not a url"],
    ["DATABASE_URL", "mysql://db"],
    ["SITE_URL", "ftp://site"],
    ["PORT", "-1"],
    ["STAFF_TOKEN", "short"],
    ["SMTP_URL", "http://mail"],
    ["MAIL_MAX_ATTEMPTS", "0"],
  ])("fails with one line naming %s when it is bad", (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} `),
    );
    try {
      parseConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).not.toContain("\n");
    }
  });
});
