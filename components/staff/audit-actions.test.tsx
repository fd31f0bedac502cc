/**
 * The audit log says every action in words: each action the code records (an `action: "..."`
 * given to the audit log, in lib/ and app/) has its label, the cancellations' among them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describeAction, DESCRIBED_ACTIONS } from "./audit-actions";

const root = path.resolve(__dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The codes on each line that gives the audit log its action. */
function recordedActions(): Set<string> {
  const found = new Set<string>();
  for (const file of [...sources(path.join(root, "lib")), ...sources(path.join(root, "app"))]) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (!/\baction:/.test(line)) continue;
      for (const [, code] of line.matchAll(/"([a-z]+\.[a-z]+(?:-[a-z]+)*)"/g)) found.add(code!);
    }
  }
  return found;
}

describe("the audit log's words", () => {
  it("has words for every action the code records", () => {
    const recorded = recordedActions();
    expect(recorded.size).toBeGreaterThan(20);
    expect([...recorded].filter((code) => !DESCRIBED_ACTIONS.includes(code))).toEqual([]);
  });

  it("says the cancellations in words, not their codes", () => {
    expect(describeAction("booking.cancel")).toBe("Settled a traveler’s cancellation");
    expect(describeAction("booking.cancel-by-agency")).toBe("Cancelled a booking for the agency");
    expect(describeAction("departure.cancel")).toBe("Cancelled a departure");
    expect(describeAction("something.new")).toBe("something.new");
  });
});
