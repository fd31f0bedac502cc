import { formatAgentReply } from "./reply";

describe("formatAgentReply", () => {
  it("shows the answer when there is one, before any other field", () => {
    expect(formatAgentReply({ answer: "Deposits are 25-50%.", itinerary: "Day 1" })).toBe(
      "Deposits are 25-50%.",
    );
  });

  it("labels an itinerary, a safety report and an analysis", () => {
    expect(formatAgentReply({ itinerary: "Day 1: arrive" })).toBe("Travel Plan:\n\nDay 1: arrive");
    expect(formatAgentReply({ safety_report: "Overall 4.5/5" })).toBe(
      "Safety Report:\n\nOverall 4.5/5",
    );
    expect(formatAgentReply({ analysis: "Two packages" })).toBe("Price Analysis:\n\nTwo packages");
  });

  it("prefers itinerary, then safety report, then analysis", () => {
    expect(formatAgentReply({ analysis: "A", safety_report: "S", itinerary: "I" })).toBe(
      "Travel Plan:\n\nI",
    );
    expect(formatAgentReply({ analysis: "A", safety_report: "S" })).toBe("Safety Report:\n\nS");
  });

  it("skips empty and non-text fields", () => {
    expect(formatAgentReply({ answer: "  ", analysis: "A" })).toBe("Price Analysis:\n\nA");
    expect(formatAgentReply({ answer: 42, itinerary: "I" })).toBe("Travel Plan:\n\nI");
  });

  it("falls back to the whole response as indented JSON", () => {
    const response = { status: "ok", items: [1, 2] };
    expect(formatAgentReply(response)).toBe(JSON.stringify(response, null, 2));
    expect(formatAgentReply([1])).toBe("[\n  1\n]");
    expect(formatAgentReply(null)).toBe("null");
    expect(formatAgentReply({})).toBe("{}");
  });
});
