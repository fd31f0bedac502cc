/**
 * An entry permit asked for a country is answered from the journal's sentences that name it with
 * the country, then the terms' rule; a country the journal says nothing about gets the rule alone.
 */
import { catalog, chat } from "../../test-support/local-engine";
import { entryPermitAnswer } from "./entry-permits";
import { understandQuestion } from "../understanding/question";

describe("entry permits", () => {
  it("name Australia's ETA for a US traveler flying to Sydney, before the terms", () => {
    const answer = chat(
      "us passport holder - anything i need to apply for before flying to sydney?",
    );
    expect(answer).toMatch(
      /^From our journal, .*Electronic Travel Authority \(ETA\) before flying to Australia/,
    );
    expect(answer).toContain("From our Terms of Service, section 10");
  });

  it("name the United Kingdom's authorisation for London asked as a visa", () => {
    expect(chat("do i need a visa for london as an american")).toMatch(
      /^From our journal, .*Electronic Travel Authorisation for the United Kingdom/,
    );
  });

  it("are asked again of another country in a short follow-up", () => {
    expect(chat("and for the uk?", ["do americans need anything to visit australia?"])).toMatch(
      /^From our journal, .*Electronic Travel Authorisation for the United Kingdom/,
    );
  });

  it("say nothing of their own where the journal names no permit for the country", () => {
    const u = understandQuestion(catalog, "do i need a visa for tel aviv");
    expect(entryPermitAnswer(catalog, u)).toBeUndefined();
    expect(chat("do i need a visa for tel aviv")).toMatch(/^From our Terms of Service, section 10/);
  });
});
