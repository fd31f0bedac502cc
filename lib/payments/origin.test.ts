import { ApiError } from "../api/errors";
import { allowedCheckoutOrigins, resolveCheckoutOrigin } from "./origin";

const allowed = ["http://localhost:3000", "https://lavender.example"];

describe("checkout origin", () => {
  it.each([
    ["http://localhost:3000", "http://localhost:3000"],
    ["http://localhost:3000/", "http://localhost:3000"],
    ["https://lavender.example", "https://lavender.example"],
    ["HTTPS://LAVENDER.EXAMPLE:443", "https://lavender.example"],
  ])("accepts %s as %s", (input, origin) => {
    expect(resolveCheckoutOrigin(input, allowed)).toBe(origin);
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "http://localhost:3000@evil.example",
    "http://user:pass@localhost:3000",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://localhost:3001",
    "https://localhost:3000",
    "http://lavender.example",
    "https://lavender.example.evil.example",
    "localhost:3000",
    "",
  ])("refuses %s with 400", (input) => {
    expect(() => resolveCheckoutOrigin(input, allowed)).toThrow(ApiError);
    try {
      resolveCheckoutOrigin(input, allowed);
    } catch (error) {
      expect((error as ApiError).status).toBe(400);
    }
  });

  it("allows SITE_URL and CHECKOUT_ORIGINS only: a public site has nothing else", () => {
    const allowed = allowedCheckoutOrigins({
      SITE_URL: "https://travel.example",
      CHECKOUT_ORIGINS: ["https://front.travel.example"],
    });
    expect(allowed).toEqual(["https://travel.example", "https://front.travel.example"]);
    for (const forged of ["https://travel.example.evil", "http://travel.example", "https://evil"]) {
      expect(() => resolveCheckoutOrigin(forged, allowed)).toThrow(ApiError);
    }
  });

  it("takes a laptop's other loopback names for the same port, and only those", () => {
    const allowed = allowedCheckoutOrigins({
      SITE_URL: "http://localhost:3000",
      CHECKOUT_ORIGINS: [],
    });
    expect(allowed).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect(resolveCheckoutOrigin("http://127.0.0.1:3000/", allowed)).toBe("http://127.0.0.1:3000");
    for (const other of [
      "http://127.0.0.1:3001",
      "https://localhost:3000",
      "http://127.0.0.2:3000",
    ]) {
      expect(() => resolveCheckoutOrigin(other, allowed)).toThrow(ApiError);
    }
  });
});
