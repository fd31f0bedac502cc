import { returnPath } from "./return-path";

describe("returnPath", () => {
  it("keeps a page of this site", () => {
    expect(returnPath("/")).toBe("/");
    expect(returnPath("/blog/lisbon-in-spring")).toBe("/blog/lisbon-in-spring");
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/x"],
    ["a backslash trick", "/\\evil.example"],
    ["a query", "/contact?x=1"],
    ["the framework's not-found page", "/_not-found"],
    ["a script URL", "javascript:alert(1)"],
    ["nothing", ""],
    ["not text", 42],
    ["an over-long path", `/${"a".repeat(201)}`],
  ])("drops %s", (_name, value) => {
    expect(returnPath(value)).toBeNull();
  });
});
