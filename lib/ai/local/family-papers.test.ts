/**
 * The papers a family carries are answered from the journal's list of the documents that show
 * parentage, with the one the question's case calls for in full; asked what our terms say, the
 * terms answer.
 */
import { chat } from "../../test-support/local-engine";

describe("a family's papers", () => {
  it("lists the documents that show parentage, and the consent letter when one parent stays home", () => {
    const answer = chat(
      "flying with our twins but my husband can't come, what documents do i need?",
    );
    expect(answer).toMatch(
      /^From our journal, "Rainbow Families[^"]*" .*under "The documents that show parentage": .*birth certificate.*A letter of consent whenever a child travels with only one parent/,
    );
  });

  it("gives the adoption papers in full for an adopted child", () => {
    expect(chat("two moms and our adopted son, which papers should we carry")).toMatch(
      /Adoption papers or a court order of parentage, if you have one\./,
    );
  });

  it("leaves what our terms say to the terms", () => {
    expect(
      chat("does a kid travelling with one parent need a consent letter according to your terms"),
    ).not.toMatch(/^From our journal, "Rainbow Families/);
  });
});
