import { DEFAULT_HOLD_RULES } from "./bookings/hold-rules";
import { holdRulesOf, isPublicOrigin, parseConfig } from "./config";

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

  it("takes SITE_URL from PORT when it is unset, so a checkout on another port returns there", () => {
    expect(parseConfig({ PORT: "4000" }).SITE_URL).toBe("http://localhost:4000");
    expect(parseConfig({ PORT: "4000", SITE_URL: "http://127.0.0.1:4100" }).SITE_URL).toBe(
      "http://127.0.0.1:4100",
    );
  });

  it("refuses to start a public site on the free test checkout, in one line that says what to set", () => {
    const refusal = () => parseConfig({ SITE_URL: "https://travel.example/" });
    expect(refusal).toThrow(
      "Invalid configuration: STRIPE_SECRET_KEY is not set, and SITE_URL https://travel.example is public",
    );
    expect(refusal).toThrow(/STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_CHECKOUT=1 /);
    expect(refusal).not.toThrow(/\n/);
  });

  it.each([
    ["a laptop", { SITE_URL: "http://localhost:3000" }],
    ["the default", {}],
    ["https on localhost", { SITE_URL: "https://localhost:3000" }],
    ["a name under .localhost", { SITE_URL: "https://lavender.localhost" }],
    ["a loopback address", { SITE_URL: "https://127.0.0.2:3000" }],
    ["IPv6 loopback", { SITE_URL: "https://[::1]:3000" }],
    ["plain http on a LAN", { SITE_URL: "http://192.168.1.20:3000" }],
    [
      "Stripe configured",
      {
        SITE_URL: "https://travel.example",
        STRIPE_SECRET_KEY: "sk_live_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      },
    ],
    ["the operator's choice", { SITE_URL: "https://travel.example", ALLOW_TEST_CHECKOUT: "1" }],
    [
      "a remote-mode front",
      { SITE_URL: "https://travel.example", BACKEND_URL: "http://10.0.0.2:4000" },
    ],
    [
      "the build's prerendering",
      { SITE_URL: "https://travel.example", NEXT_PHASE: "phase-production-build" },
    ],
  ])("starts for %s", (_case, env) => {
    expect(() => parseConfig(env)).not.toThrow();
  });

  it("calls public every origin others may reach, over http as over https", () => {
    expect(isPublicOrigin("https://travel.example")).toBe(true);
    expect(isPublicOrigin("https://203.0.113.7")).toBe(true);
    // Plain http on a public name is a public site too, and no less in need of Stripe.
    expect(isPublicOrigin("http://travel.example")).toBe(true);
    expect(isPublicOrigin("http://172.32.0.1")).toBe(true);
    expect(isPublicOrigin("http://[2001:db8::1]")).toBe(true);
    expect(isPublicOrigin("https://LOCALHOST")).toBe(false);
    expect(isPublicOrigin("https://127.1.2.3")).toBe(false);
    for (const local of [
      "http://10.1.2.3:3000",
      "http://172.20.0.5",
      "http://192.168.1.20:3000",
      "http://169.254.1.1",
      "http://[fd12:3456::1]:3000",
      "http://[fe80::1]",
      "http://lavender.local",
      "http://web.internal:3000",
    ]) {
      expect(isPublicOrigin(local)).toBe(false);
    }
  });

  it("refuses a public site on plain http without Stripe, as on https", () => {
    expect(() => parseConfig({ SITE_URL: "http://travel.example" })).toThrow(
      "SITE_URL http://travel.example is public",
    );
  });
});
