import { ApiError } from "../api/errors";
import { resolveCheckoutOrigin } from "./origin";

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
});
