/** Lines every answer, brief and mail builds on: a country's name as a sentence says it, its couples' law. */
import { loadWorldBaseline } from "../../content/world-baseline";
import { countryName, marriageLine } from "./country-baseline";

describe("countryName", () => {
  it("gives the article to the names that take one, and only to them", () => {
    const named = (name: string) => countryName({ name });
    expect(
      [
        "Democratic Republic of the Congo",
        "Republic of the Congo",
        "Central African Republic",
        "Dominican Republic",
        "United States",
        "US Virgin Islands",
        "Cayman Islands",
        "Isle of Man",
        "Netherlands",
        "Caribbean Netherlands",
        "Gambia",
      ].map(named),
    ).toEqual([
      "the Democratic Republic of the Congo",
      "the Republic of the Congo",
      "the Central African Republic",
      "the Dominican Republic",
      "the United States",
      "the US Virgin Islands",
      "the Cayman Islands",
      "the Isle of Man",
      "the Netherlands",
      "the Caribbean Netherlands",
      "the Gambia",
    ]);
    expect(["Czechia", "Jamaica", "Niger", "Guinea-Bissau", "Seychelles"].map(named)).toEqual([
      "Czechia",
      "Jamaica",
      "Niger",
      "Guinea-Bissau",
      "Seychelles",
    ]);
  });

  it("names every country of the baseline with an article exactly where its name is plural or a state's title", () => {
    const withArticle = loadWorldBaseline()
      .countries.filter((country) => countryName(country).startsWith("the "))
      .map((country) => country.name);
    expect(withArticle).toHaveLength(24);
    expect(
      withArticle.filter((name) => !/Islands|Republic|United|Netherlands|Isle|US /.test(name)),
    ).toEqual(["Bahamas", "Comoros", "Gambia", "Maldives", "Philippines"]);
  });
});

describe("marriageLine", () => {
  it("says what couples cannot do where there is no marriage or partnership, without denying what the note recognises", () => {
    const israel = loadWorldBaseline().countries.find((country) => country.code === "IL")!;
    expect(israel.marriage.status).toBe("none");
    const line = marriageLine(israel);
    expect(line).toMatch(
      /^Couples: same-sex couples cannot marry or register a partnership\. Israel has no civil marriage; same-sex marriages made abroad are registered\./,
    );
    expect(line).not.toContain("no legal recognition");
  });
});
