/**
 * A US traveler's own passport marker is answered from the journal's section on what changed in
 * the United States; entering one of our destinations with it stays that place's law.
 */
import { chat } from "../../test-support/local-engine";

describe("a US passport's marker", () => {
  it("gives the rule for new and renewed passports and that one already held stays valid", () => {
    const answer = chat("we're americans, my wife's passport has an X - is it worth renewing now?");
    expect(answer).toMatch(
      /^From our journal, "Passports, Gender Markers[^"]*" .*under "What changed in the United States": .*sex recorded at birth.*stays valid until it expires/,
    );
    // Sentences of a list are quoted without its bullets.
    expect(answer).not.toMatch(/ - /);
  });

  it("leaves entering a place with it to that place's law", () => {
    expect(chat("i have a us passport with an x, can i enter mexico city")).toMatch(
      /^X-marker passports admitted \(Mexico\): yes\./,
    );
  });
});
