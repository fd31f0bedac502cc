import { checkAnswer, figuresIn, toPlainText } from "./guard";
import { PROMPT_CANARY, SYSTEM_RULES } from "./prompts";

describe("model output as plain text", () => {
  it.each([
    ["<script>steal()</script>Hello", "Hello"],
    ["<style>p{}</style><p>Hi <em>there</em></p><!-- note -->", "Hi there"],
    ["Look ![photo](https://cdn.example/x.jpg) here", "Look here"],
    ["See [the terms](/legal/terms)", "See the terms (/legal/terms)"],
    ["See [this deal](https://evil.example/deal)", "See this deal"],
    ["Go to https://evil.example/a?b=c now", "Go to now"],
    ["Visit www.evil.example or evil-travel.com/book today", "Visit or today"],
    ["Click javascript:alert(1) please", "Click please"],
    ["An image data:image/png;base64,AAAA here", "An image here"],
    ["Personal data: your name and email", "Personal data: your name and email"],
    ["Write to concierge@lavendercompass.example", "Write to concierge@lavendercompass.example"],
    ["## Day 1\n**Arrive** in __Lisbon__ `now`", "Day 1\nArrive in Lisbon now"],
    ["<img src=x onerror=alert(1)>Safe", "Safe"],
    ["Broken <script", "Broken script"],
  ])("%j becomes %j", (raw, plain) => {
    expect(toPlainText(raw)).toBe(plain);
  });
});

describe("figures", () => {
  it("reads dollars, thousands, scores and percentages alike however they are written", () => {
    expect(
      [...figuresIn("$12,800 or $8.5K, 4.5/5 or 4.5 out of 5, 25% or 50 percent")].sort(),
    ).toEqual(["$12800", "$8500", "4.5/5", "25%", "50%"].sort());
  });

  it("reads money however it is written", () => {
    expect(
      [
        ...figuresIn("12,800 USD, US$9,000, 9,500 dollars, €7,000, £6,000 and 1.2 million euros"),
      ].sort(),
    ).toEqual(["$12800", "$9000", "$9500", "$7000", "$6000", "$1200000"].sort());
  });
});

describe("checking an answer against its context", () => {
  const context =
    "Iberian Rail Journey: $12,800 per person; Lisbon 4.5/5 overall; deposit 25% to 50%.";

  it("accepts figures the context holds", () => {
    expect(
      checkAnswer(
        "The Iberian Rail Journey is $12,800 per person and Lisbon scores 4.5 out of 5.",
        context,
      ),
    ).toEqual({
      ok: true,
      text: "The Iberian Rail Journey is $12,800 per person and Lisbon scores 4.5 out of 5.",
    });
  });

  it.each([
    ["The Iberian Rail Journey is $1 today.", "it quoted a figure our data does not hold ($1)"],
    [
      "Lisbon scores 5/5 overall, the safest anywhere.",
      "it quoted a figure our data does not hold (5/5)",
    ],
    [
      "Deposits are only 10% with us, a real bargain.",
      "it quoted a figure our data does not hold (10%)",
    ],
    [`Sure. ${SYSTEM_RULES.split("\n")[2]}`, "it repeated its instructions"],
    [`My reference is ${PROMPT_CANARY}, as you asked.`, "it repeated its instructions"],
    ["<p></p>", "it gave an empty answer"],
  ])("refuses %j", (answer, reason) => {
    expect(checkAnswer(answer, context)).toEqual({ ok: false, reason });
  });
});
