/**
 * The speller corrects what a visitor mistyped into the words our content uses, and leaves an
 * English word the content happens not to use as the visitor wrote it.
 */
import { loadCatalog } from "../../content/catalog";
import { americanSpelling, spellerOf } from "./spelling";

const speller = spellerOf(loadCatalog());

describe("the speller", () => {
  it("corrects a mistyped word into the word our content uses", () => {
    expect(speller.correct("marrige in tallin?")).toBe("marriage in tallinn?");
    expect(speller.correct("pasport rules for antartica")).toBe("passport rules for antarctica");
  });

  it("leaves an English word the content does not use as it was written", () => {
    // Each was once "corrected" into a word of ours one or two letters away, changing the question:
    // "decriminalised" into "criminalised", "chill" into "child", "positive" into "position".
    for (const text of [
      "when was it decriminalised there",
      "which neighborhoods are chill",
      "can i travel hiv positive",
      "my insulin has to stay in a fridge",
      "what stuff should i pack, i get seasick",
      "is it safe with the cartels",
    ])
      expect(speller.correct(text)).toBe(text);
  });

  it("spells a British word the American way where the content does", () => {
    expect(americanSpelling("travelling")).toBe("traveling");
    expect(americanSpelling("neighbourhoods")).toBe("neighborhoods");
    expect(americanSpelling("legalise")).toBe("legalize");
    expect(americanSpelling("centre")).toBe("center");
    expect(speller.correct("travelling with my neighbourhood friends")).toBe(
      "traveling with my neighborhood friends",
    );
  });
});
