/**
 * Someone threatening to share a traveler's images unless they pay is answered with the journal's
 * steps for when it happens, before anything else; a question about photos that threatens nothing
 * is not.
 */
import { chat } from "../../test-support/local-engine";

describe("a threat to share a traveler's images", () => {
  it("is answered with the steps: do not pay, keep the evidence, report, tell someone", () => {
    const answer = chat("guy from grindr says he'll post my nudes online unless i send him $500");
    expect(answer).toMatch(
      /^From our journal, "Dating Apps Abroad[^"]*" .*under "Sextortion[^"]*": Do not pay\./,
    );
    expect(answer).toContain("do not delete the conversation");
  });

  it("leaves a question about photos that threatens nothing to the other answers", () => {
    expect(chat("can we take photos at the canal parade")).not.toMatch(/Sextortion/);
  });
});
