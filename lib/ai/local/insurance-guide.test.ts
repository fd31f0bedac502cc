/**
 * Insurance asked of a traveler's own case is answered from the journal's insurance guide at the
 * section that answers it, before the terms' general rule; asked in general, the terms answer.
 */
import { chat } from "../../test-support/local-engine";

describe("insurance asked of the traveler's own case", () => {
  it("answers HIV, planned surgery and Medicare from the guide, before the terms", () => {
    expect(chat("I'm HIV positive, does travel insurance still cover me?")).toMatch(
      /^From our journal, "Travel Insurance[^"]*" .*under "Pre-existing conditions, HIV and hormones": .*Declaring it is what protects you/,
    );
    expect(
      chat("if i have top surgery abroad will my travel insurance cover complications"),
    ).toMatch(/^From our journal, .*exclude planned or elective treatment abroad/);
    expect(chat("we're retired and on medicare - are we covered abroad?")).toMatch(
      /^From our journal, .*Original Medicare generally does not pay for care outside the US/,
    );
  });

  it("answers the traveler's own case wherever the trip goes, a place or a trip named", () => {
    expect(
      chat(
        "having top surgery in bangkok and doing some sightseeing after. will normal travel insurance cover complications?",
      ),
    ).toMatch(
      /^From our journal, "Travel Insurance[\s\S]*exclude planned or elective treatment abroad/,
    );
    expect(chat("what kind of travel insurance do we need for the antarctic trip")).toMatch(
      /evacuation/,
    );
  });

  it("leaves a general insurance question to the terms", () => {
    expect(chat("what does your travel insurance policy say?")).toMatch(
      /^From our Terms of Service, section 11/,
    );
  });
});

describe("who sees what a traveler tells us about their health", () => {
  it("is answered from the privacy policy's rules for sensitive information", () => {
    expect(chat("if i tell you about my medical condition, who can see that info?")).toMatch(
      /^From our Privacy Policy, section 5 \(Sensitive Information\):[\s\S]*Only the staff working on your trip can see it/,
    );
  });
});
