/**
 * The hard constraints of a recommendation request (where, how much, when) filter every lens; when
 * nothing we offer meets them, every lens says so and shows the nearest, with what each misses.
 */
import { loadCatalog } from "../../../content/catalog";
import { daysOf, hardConstraintsOf, minScoreOf } from "./constraints";
import { recommendLocally } from ".";
import { withoutUnwanted } from "./analysis";
import { engine } from "../../../test-support/local-engine";

const catalog = loadCatalog();
const read = (text: string) => hardConstraintsOf(catalog, text);
const recommend = (preferences: string) =>
  recommendLocally(catalog, {
    preferences,
    budget_range: "luxury",
    travel_style: "luxury",
    safety_priority: 5,
  });

describe("reading the hard constraints", () => {
  it("reads a budget per person, for the party, and in euros or pounds", () => {
    expect(read("Scandinavia, no more than $6,000 each").budgetPerPerson).toBe(6000);
    expect(read("spend 16k total, me and my wife").budgetPerPerson).toBe(8000);
    expect(read("under €4000 per person please").budgetPerPerson).toBe(4800);
    expect(read("£3,000 for the 2 of us")).toMatchObject({ budgetPerPerson: 2100 });
    // Other currencies are not US dollars: counted at a rate rounded in the traveler's favour.
    expect(read("Europe in June, budget ¥1,000,000 per person").budgetPerPerson).toBe(7200);
    expect(read("budget AUD 15000 pp").budgetPerPerson).toBe(10500);
    expect(read("10000 cad each").budgetPerPerson).toBe(7500);
    expect(read("australia or new zealand for under 10 grand per person?").budgetPerPerson).toBe(
      10000,
    );
    // Ages and party sizes are not budgets.
    expect(read("we are 3 friends in our 40s").budgetPerPerson).toBeUndefined();
  });

  it("reads a budget in pesos, reais, kronor, rand or Swiss francs, and one said in words", () => {
    expect(read("Mexico City, 150,000 MXN per person").budgetPerPerson).toBe(9000);
    expect(read("Rio for Carnival, R$ 40.000 each")).toMatchObject({
      budgetPerPerson: 8000,
      said: expect.arrayContaining([
        "within R$40,000 per person (we price in US dollars and counted it as up to $8,000)",
      ]),
    });
    // "kr" alone may be Swedish, Norwegian or Danish: counted as the cheapest, so no trip above the
    // budget is shown within it; Icelandic krónur and pesos where another peso country is named
    // are not read as Scandinavian kronor or Mexican pesos.
    expect(read("budget 60 000 kr per person, Europe in June").budgetPerPerson).toBe(6000);
    expect(read("1.500.000 kr for Reykjavik").budgetPerPerson).toBeUndefined();
    expect(read("5 million pesos for Buenos Aires").budgetPerPerson).toBeUndefined();
    expect(read("SEK 80000 each").budgetPerPerson).toBe(8800);
    expect(read("Cape Town, 120 000 rand pp").budgetPerPerson).toBe(7200);
    expect(read("CHF 10'000 per person, Alps or lakes").budgetPerPerson).toBe(12_000);
    expect(read("about ten thousand dollars each").budgetPerPerson).toBe(10_000);
    expect(read("twenty-five grand total for the two of us").budgetPerPerson).toBe(12_500);
    expect(read("fifteen thousand euros per person").budgetPerPerson).toBe(18_000);
    expect(read("one hundred thousand dollars total for ten of us").budgetPerPerson).toBe(10_000);
    expect(read("nine thousand five hundred dollars each").budgetPerPerson).toBe(9_500);
    expect(read("twelve and a half thousand dollars per person").budgetPerPerson).toBe(12_500);
    expect(read("a grand three-week trip in September").budgetPerPerson).toBeUndefined();
    // The amount said as the budget, not a wage, a past trip or a price by the night; of two said
    // as one, the one in dollars; "US$" is dollars, not the United States.
    expect(read("I earn R$ 5000 a month, budget is $9,000").budgetPerPerson).toBe(9_000);
    expect(read("last trip cost R$ 80.000, this time under $7,000").budgetPerPerson).toBe(7_000);
    expect(read("hotels around 3000 kr a night, Europe in June").budgetPerPerson).toBeUndefined();
    expect(read("€10,000 or about $11,000 per person").budgetPerPerson).toBe(11_000);
    const inDollars = engine.recommend({
      preferences: "US$10,000 per person for Lisbon",
      budget_range: "luxury",
      travel_style: "luxury",
      safety_priority: 5,
    });
    expect(inDollars.analysis.hard).toMatchObject({ countries: [], budgetPerPerson: 10_000 });
    expect(read("$30,000 for our family of three").budgetPerPerson).toBe(10_000);
    expect(read("for 2 adults and 2 kids, 200000 kr in total")).toMatchObject({
      party: 4,
      budgetPerPerson: 5_000,
    });
    // A group's budget said as theirs is shared, wherever the group is counted; two couples are four.
    expect(read("Our family of three has $30,000 for Sydney").budgetPerPerson).toBe(10_000);
    expect(read("family of 3, budget $30k").budgetPerPerson).toBe(10_000);
    expect(read("Me, my husband and our two kids; budget $36,000")).toMatchObject({
      party: 4,
      budgetPerPerson: 9_000,
    });
    expect(read("Two couples travelling together, $40,000 in all")).toMatchObject({
      party: 4,
      budgetPerPerson: 10_000,
    });
    expect(read("group of 4 friends, budget $9,000 per person").budgetPerPerson).toBe(9_000);
    // A currency we keep no rate for is not read; a past trip's cost is no budget; dollars said
    // beside another currency win however they are joined.
    expect(read("Reykjavik, budget 1,000,000 ISK").budgetPerPerson).toBeUndefined();
    expect(read("Buenos Aires in March, budget ARS 9,000,000").budgetPerPerson).toBeUndefined();
    expect(read("AR$ 9,000,000 for Buenos Aires").budgetPerPerson).toBeUndefined();
    expect(
      read("Our last holiday was $12,000, Amsterdam this time").budgetPerPerson,
    ).toBeUndefined();
    expect(read("€10,000 / US$10,500 per person").budgetPerPerson).toBe(10_500);
    expect(read("around €9,500 per person, i.e. about $10,500").budgetPerPerson).toBe(10_500);
    // Where the travelers come from is no place to go; where a trip starts may be.
    expect(
      read("We're flying from the US, budget $10,000, somewhere warm in January"),
    ).toMatchObject({
      countries: [],
      regions: [],
    });
    expect(read("US-based couple, Europe in June")).toMatchObject({
      countries: [],
      regions: ["Europe"],
    });
    expect(read("we live in the UK, want Lisbon in May")).toMatchObject({
      countries: [],
      destinations: ["lisbon"],
    });
    expect(read("Polar expedition from South America in January").said).toContain(
      "in South America",
    );
    // A number word that is no amount stays a count.
    expect(read("ten of us, budget $5,000 each")).toMatchObject({
      party: 10,
      budgetPerPerson: 5000,
    });
  });

  it("reads the party, counted in digits or words, and not a length of stay or a year", () => {
    expect(read("a group of ten friends, Pride in Europe").party).toBe(10);
    expect(read("12 friends going to Mardi Gras").party).toBe(12);
    expect(read("our honeymoon in June").party).toBe(2);
    expect(read("for 10 days in Portugal").party).toBeUndefined();
    expect(read("something for 2027").party).toBeUndefined();
  });

  it("reads regions, countries we cover and places we do not", () => {
    expect(read("somewhere in asia")).toMatchObject({ regions: ["Asia"], where: ["Asia"] });
    expect(read("Canada or Germany, in the spring")).toMatchObject({
      countries: expect.arrayContaining(["Canada", "Germany"]),
    });
    expect(read("a week in Peru").elsewhere).toEqual(["Peru"]);
    expect(read("a week in Peru").said).toEqual(["in Peru"]);
    // A country named by its short name, in small letters, limits as its full name does.
    expect(read("UK only, in May. West End shows").countries).toEqual(["United Kingdom"]);
    // A misspelled city is still a wish, not its country.
    expect(read("amsterdan canals in august").countries).toEqual([]);
  });

  it("reads one of our destinations named as where to go, not as home, a start or a comparison", () => {
    expect(read("Lisbon for a long weekend in May")).toMatchObject({
      destinations: ["lisbon"],
      where: ["Lisbon"],
    });
    expect(read("Lisbon for a long weekend in May").said).toContain("in Lisbon");
    expect(read("nyc or montreal in the fall").destinations).toEqual(
      expect.arrayContaining(["new-york", "montreal"]),
    );
    for (const wish of [
      "we fly out of Berlin, somewhere warm in March",
      "something like Mykonos but quieter",
      "we loved Copenhagen last year, where next?",
      "a Mykonos vibe without the crowds",
      "anything but London please",
    ])
      expect(read(wish)).toMatchObject({ destinations: [] });
  });

  it("reads a country or a region ruled out", () => {
    const notUs = read("Honeymoon in February! Not in the US this time, safety 4 or more");
    expect(notUs).toMatchObject({ countries: [], excluded: ["United States"], where: [] });
    expect(notUs.said).toContain("outside the United States");
    expect(read("anywhere but mexico in march")).toMatchObject({ excluded: ["Mexico"] });
    expect(read("outside europe, in october")).toMatchObject({ excludedRegions: ["Europe"] });
    // "Not" elsewhere in the sentence rules nothing out.
    expect(read("somewhere in Asia, but not too hot").regions).toEqual(["Asia"]);
  });

  it("reads months, seasons, the holidays and a safety score asked for", () => {
    expect([...read("a trip in march").months]).toEqual([2]);
    expect(read("over christmas").months.has(11)).toBe(true);
    expect(read("only places rated 4.5 or higher").minScore).toBe(4.5);
    for (const [text, score] of [
      ["like 4.5 or higher on your index", 4.5],
      ["safety score 4.3 minimum pls", 4.3],
      ["in october, safety 4.4 or better", 4.4],
      ["it needs at least a 4 on your safety score", 4],
      ["needs to be 4.5+ on safety and under $12k each", 4.5],
      ["only places 4.7 or above on safety", 4.7],
      ["family of 4 - two moms, kids 7 and 10. europe in july, safety 4.5+", 4.5],
      ["safety at least 4.4", 4.4],
    ] as const)
      expect([text, minScoreOf(text)]).toEqual([text, score]);
    // Numbers near the word that are not scores.
    for (const text of [
      "safety matters, 2 of us in june",
      "i don't mind a lower safety score",
      "safety first, $4,500 max",
    ])
      expect([text, minScoreOf(text)]).toEqual([text, undefined]);
  });

  it("reads a trip's length asked for, at least or at most", () => {
    expect(daysOf("a trip of at least 10 days")).toMatchObject({ min: 10 });
    expect(daysOf("short one - 6 days max - somewhere in europe")).toMatchObject({ max: 6 });
    expect(daysOf("a week or less in europe")).toMatchObject({ max: 7 });
    expect(daysOf("10+ nights")).toMatchObject({ min: 11 });
    // A length in weeks without "at least" or "at most" is about that long.
    expect(daysOf("two weeks in spain")).toMatchObject({ min: 11, max: 17 });
    expect(read("a week or less in europe").said).toEqual(["in Europe", "7 days or fewer"]);
  });
});

describe("the lenses keep to them", () => {
  it("leave out a country ruled out in every lens", () => {
    const { lenses } = recommend("Honeymoon in February, not in the US this time, hot springs");
    for (const lens of lenses)
      for (const place of lens.picks.flatMap((pick) => pick.places))
        expect(catalog.destinations.find((d) => d.id === place)!.country).not.toBe("United States");
  });

  it("read an activity as trips describe it: 'hiking' finds the hike to Rangitoto's summit", () => {
    const { lenses } = recommend("no budget, no dates. just want great hiking and dramatic nature");
    const picked = lenses.filter((lens) =>
      lens.picks.some((pick) => pick.places.includes("auckland")),
    );
    expect(picked.length).toBeGreaterThanOrEqual(2);
    // Said alone, the activities are still what the note names.
    expect(recommend("We love hiking and swimming in the summer").analysis.matchedWords).toEqual(
      expect.arrayContaining(["hike", "swim"]),
    );
  });

  it("offer no package that does not depart in the months asked, and keep a ruled-out country out", () => {
    const departsIn = (id: string, month: number) => {
      const pkg = catalog.packages.find((p) => p.id === id)!;
      return pkg.departures.some((d) => {
        const start = new Date(`${d.starts_on}T00:00:00Z`);
        const end = new Date(start.getTime() + (pkg.duration_days - 1) * 86_400_000);
        return start.getUTCMonth() === month || end.getUTCMonth() === month;
      });
    };
    for (const lens of recommend("pride trip, not in the us, june").lenses)
      for (const pick of lens.picks) {
        const pkg = catalog.packages.find((p) => pick.name.startsWith(p.name));
        if (pkg) expect(departsIn(pkg.id, 5)).toBe(true);
      }
    const noSouthAfrica = recommend(
      "ultra luxury private jet trip, money no object, anywhere but south africa",
    );
    for (const lens of noSouthAfrica.lenses) {
      expect(lens.response).toMatch(/outside South Africa/);
      expect(lens.response).not.toMatch(/in Africa/);
      expect(lens.picks.flatMap((pick) => pick.places)).not.toContain("cape-town");
    }
    expect(read("not in america, 5000 dollars each")).toMatchObject({
      excluded: ["United States"],
    });
  });

  it("offer in the value lens the place a custom trip would take, where no package keeps to it all", () => {
    const { lenses } = recommend("UK only, in May. West End shows and a bit of queer nightlife.");
    const value = lenses.find((lens) => lens.model.startsWith("Value"))!;
    expect(value.picks.flatMap((pick) => pick.places)).toEqual(["london"]);
    expect(value.response).toMatch(/custom trip/);
  });

  it("picks only destinations that meet every constraint, and says what it keeps to", () => {
    const { lenses } = recommend("Somewhere in Europe, up to $4,600 a head");
    for (const lens of lenses) {
      expect(lens.response).toMatch(
        /^Every pick keeps to what you asked: in Europe, within \$4,600/,
      );
      const places = lens.picks.flatMap((pick) => pick.places);
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) expect(["amsterdam", "berlin"]).toContain(place);
    }
  });

  it("keep every lens to the one destination named, even under the usual safety floor", () => {
    for (const [request, place] of [
      ["Reykjavik in February, just the two of us", "reykjavik"],
      ["Rio for carnival, four friends", "rio-de-janeiro"],
    ]) {
      const { lenses } = recommend(request!);
      for (const lens of lenses) {
        const places = lens.picks.flatMap((pick) => pick.places);
        expect(places.length).toBeGreaterThan(0);
        expect(new Set(places)).toEqual(new Set([place]));
      }
    }
  });

  it("offer the nearest in every lens where the destination named does not fit, with what each misses", () => {
    const { lenses } = recommend("Valletta in January, $9,000 each");
    for (const lens of lenses) {
      expect(lens.response).toMatch(
        /^None of our destinations fits everything you asked \(in Valletta/,
      );
      expect(lens.picks.length).toBeGreaterThan(0);
      for (const pick of lens.picks) expect(pick.line).toMatch(/Not what you asked for: /);
    }
    // The place itself, shown with what it misses (the month), is among the nearest in each lens.
    for (const lens of lenses)
      expect(lens.picks.flatMap((pick) => pick.places)).toContain("valletta");
  });

  it("shows a place asked for by region even under the usual safety floor, with its score", () => {
    const { lenses } = recommend("Thailand or Taiwan, food and markets");
    const places = lenses.flatMap((lens) => lens.picks.flatMap((pick) => pick.places));
    expect(new Set(places)).toEqual(new Set(["bangkok", "taipei"]));
  });

  it("says nothing fits first, and names what each nearest choice misses", () => {
    const { lenses } = recommend("Europe for two, 2500 euros total");
    for (const lens of lenses) {
      expect(lens.response).toMatch(
        /^None of our destinations fits everything you asked \(in Europe, within €2,500 for 2 of you/,
      );
      for (const pick of lens.picks) expect(pick.line).toMatch(/Not what you asked for: /);
    }
  });

  it("says first the law of a country asked for that we do not cover, with its source", () => {
    const { lenses } = recommend("A week in Senegal for my husband and me");
    for (const lens of lenses) {
      const [law, rest] = lens.response.split("\n\n");
      expect(law).toMatch(
        /^Warning: Senegal criminalises same-sex relations, and the maximum penalty is prison \(1 to 5 years.*; read November \d+, 2026\)$/,
      );
      expect(rest).toMatch(/^None of our destinations fits everything you asked \(in Senegal\)/);
    }
    // A ban on "propaganda" where relations are legal is said as such.
    expect(recommend("Moscow and St Petersburg, museums").lenses[0]!.response).toMatch(
      /^Be careful: Russia bans LGBTQ\+ "propaganda" and Pride marches\. \(/,
    );
    // Nothing to warn of in a country whose law is on the traveler's side.
    expect(recommend("a week in Peru").lenses[0]!.response).toMatch(/^None of our destinations/);
  });
});

describe("a party the booking form cannot take", () => {
  const linesAbout = (preferences: string, packageName: string) =>
    recommend(preferences)
      .lenses.flatMap((lens) => lens.response.split("\n"))
      .filter((line) => line.includes(packageName));

  it("sends a group larger than one online booking may name to an enquiry, with the trip filled in", () => {
    // The island hop takes 12 guests a departure; one online booking names up to 6 of them.
    const lines = linesAbout(
      "Pride by train through Europe for 8 of us",
      "Malta and Gozo Island Hop",
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toContain(
        "The booking form takes up to 6 travelers on it; for 8, send us an enquiry and we will plan it with you (/contact?package=malta-gozo-island-hop&travelers=8).",
      );
  });

  it("tells a group larger than a departure that it cannot join one, and offers to plan theirs", () => {
    const lines = linesAbout(
      "Pride by train through Europe, a group of 14",
      "Malta and Gozo Island Hop",
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toContain("Its departures take at most 12 guests, fewer than your 14");
  });

  it("says nothing of the form to a couple or a party it takes", () => {
    for (const party of ["for the two of us", "4 friends"])
      expect(
        linesAbout(`Pride by train through Europe ${party}`, "Pride Express").join("\n"),
      ).not.toMatch(/booking form takes|send us an enquiry/);
  });

  it("counts a month by the place's best time and a budget by its trips, and says when a trip departs", () => {
    // Our only trip under $5,000 in Europe (the Pride Express) runs from June; Amsterdam and Berlin
    // are at their best in May: they fit, as a trip we would plan to order then.
    const pride = catalog.packages.find((pkg) => pkg.id === "pride-express-rail")!;
    expect(pride.departures.some((d) => d.starts_on.slice(5, 7) === "05")).toBe(false);
    const { analysis, lenses } = recommend("europe in may, under $5,000 per person");
    expect(analysis.noneFits).toBe(false);
    expect(analysis.destinations.map((d) => d.destination.id).sort()).toEqual([
      "amsterdam",
      "berlin",
    ]);
    const [safety, , value] = lenses;
    expect(safety!.response).toContain(
      "Our Pride Express: Amsterdam to Berlin by Rail package (2 days, $4,500 per person) goes there, departing in June, July and August, not May: for May we would plan the trip to order.",
    );
    expect(value!.response).toMatch(/custom trip/);
    // The same where the trip goes on to a place not asked for, and by the months it leaves in.
    expect(recommend("Amsterdam in May, budget $5,000 per person").lenses[0]!.response).toContain(
      "goes there, departing in June, July and August, not May: for May we would plan the trip to order.",
    );
    // A departure that runs into the month asked is named as such.
    expect(recommend("Mexico City in November, $8,000").lenses[0]!.response).toContain(
      "goes there, its October departure running into November.",
    );
    // A place under the safety floor is flagged in the safety lens too, also where only such places
    // keep to what was asked.
    expect(recommend("A two-week trip in January").lenses[0]!.response).toContain(
      "It keeps to what you asked as no safer place does, so it stays in, but it scores 3.7/5 overall, below the safety floor of 4/5",
    );
    expect(recommend("Sydney in October, up to $15,000 per person").lenses[0]!.response).toContain(
      "Our Sydney Mardi Gras Week package (8 days, $14,500 per person) goes there, departing in February, not October",
    );
    // In June the same trip keeps to both, and no line says otherwise.
    const june = recommend("europe in june, under $5,000 per person");
    expect(june.analysis.noneFits).toBe(false);
    expect(june.lenses[0]!.response).not.toMatch(/plan the trip to order/);
    // Under a budget no trip there keeps to, a place is the nearest, with its cheapest trip.
    const cheap = recommend("europe in may, under $4,000 per person");
    expect(cheap.analysis.noneFits).toBe(true);
    for (const d of cheap.analysis.destinations) expect(d.unmet).toHaveLength(1);
    for (const lens of cheap.lenses)
      expect(lens.response).toMatch(/^None of our destinations fits everything/);
  });

  it("reads a year after a month as a year, not a budget", () => {
    const { hard } = recommend(
      "I'm a trans woman traveling solo in June 2027. Europe, budget $12,000.",
    ).analysis;
    expect(hard.budgetPerPerson).toBe(12_000);
    expect([...hard.months]).toEqual([5]);
    expect(
      recommend("a honeymoon in 2027, on a budget").analysis.hard.budgetPerPerson,
    ).toBeUndefined();
    for (const dated of [
      "June 15, 2027, budget 9k per person",
      "Departing 2027-06-12, max $9,000 per person",
      "2027 budget: $9,000 per person, June",
      "in June 2027 for our anniversary, budget 2027 is tight, about $9,000 per person",
    ])
      expect(recommend(dated).analysis.hard.budgetPerPerson).toBe(9_000);
    // Thousands grouped with a dot or a space, a euro sign after the amount, a million yen.
    expect(recommend("Europe in June, $12 000 per person").analysis.hard.budgetPerPerson).toBe(
      12_000,
    );
    expect(recommend("Europe in June, 12.000 € per person").analysis.hard.budgetPerPerson).toBe(
      14_400,
    );
    expect(recommend("hot springs, 1.2 million yen per person").analysis.hard.budgetPerPerson).toBe(
      8_640,
    );
    expect(recommend("Europe in June, 1.5k per person").analysis.hard.budgetPerPerson).toBe(1_500);
    // A space between thousands before a comma; a total for a counted party; a range's upper end.
    expect(recommend("Budget $7 000, Mykonos in July").analysis.hard.budgetPerPerson).toBe(7_000);
    expect(
      recommend("Budget $15,000 for 2 people, Cape Town in February").analysis.hard.budgetPerPerson,
    ).toBe(7_500);
    expect(
      recommend("Mykonos in June, between $8,000 and $9,000 per person").analysis.hard
        .budgetPerPerson,
    ).toBe(9_000);
    expect(recommend("$9,000-$12,000 per person in Europe").analysis.hard.budgetPerPerson).toBe(
      12_000,
    );
    // A couple's budget is shared by two.
    expect(recommend("Europe in June, $9,000 per couple").analysis.hard.budgetPerPerson).toBe(
      4_500,
    );
  });

  it("keeps a city named as that city, not its country", () => {
    expect(read("New York in May, budget $11,000 per person")).toMatchObject({
      destinations: ["new-york"],
      where: ["New York City"],
    });
    expect(read("Mexico City in January, under $10,000 per person")).toMatchObject({
      destinations: ["mexico-city"],
      countries: [],
    });
  });

  it("reads the verb march as no month", () => {
    // Nor as a wish matched against a season that ends in March.
    expect(
      recommend("We want to march together, somewhere warm").analysis.matchedWords,
    ).not.toContain("march");
    expect([
      ...recommend("We want to march at Taiwan Pride at the end of October.").analysis.hard.months,
    ]).toEqual([9]);
    expect([...recommend("we march in march, in the parade").analysis.hard.months]).toEqual([2]);
    expect([
      ...recommend("Join the Pride March in Mexico City, under $8,000 per person").analysis.hard
        .months,
    ]).toEqual([]);
  });

  it("reads a part of a country or a sea, and a country said by its adjective before a kind of place", () => {
    expect(read("Somewhere in California in July for the two of us.")).toMatchObject({
      destinations: ["san-francisco", "palm-springs"],
      where: ["California"],
    });
    expect(read("mediterranean island in september").destinations).toEqual([
      "barcelona",
      "mykonos",
      "valletta",
      "tel-aviv",
    ]);
    expect(read("anywhere but california this time").excludedDestinations).toEqual([
      "palm-springs",
      "san-francisco",
    ]);
    expect(read("Greek or Maltese island in June, history and snorkeling")).toMatchObject({
      countries: ["Greece", "Malta"],
      where: ["Greece", "Malta"],
    });
    expect(read("a portuguese coastal town? no, a portuguese city").countries).toEqual([
      "Portugal",
    ]);
    // "for us: only…" is not "US only".
    expect(
      read("Safety is non-negotiable for us: only places you score 4.5 or higher").where,
    ).toEqual([]);
    expect(read("US only, in June").where).toEqual(["the United States"]);
    // An adjective alone says nothing of where: a Thai massage can be had anywhere.
    for (const text of ["spa days with a thai massage", "we love mexican food and mezcal"])
      expect(read(text).where).toEqual([]);
    const greek = recommend("girls trip, 4 of us, $40,000 total. Greek or Maltese island in June.");
    for (const lens of greek.lenses)
      for (const place of lens.picks.flatMap((pick) => pick.places))
        expect(["mykonos", "valletta"]).toContain(place);
  });

  it("reads New England as New England, a US state we do not cover as such, and offers the nearest by region", () => {
    expect(read("Somewhere in New England in September")).toMatchObject({
      where: ["New England"],
      countries: [],
      destinations: ["provincetown"],
    });
    const colorado = recommend("A ski week in Colorado in January");
    expect(colorado.analysis.hard.elsewhere).toEqual(["Colorado"]);
    for (const lens of colorado.lenses)
      expect(lens.response).toMatch(
        /^None of our destinations fits everything you asked \(in Colorado/,
      );
    // Nearest to Italy, which we do not cover: places in Europe.
    const italy = recommend("Somewhere in Italy for a honeymoon");
    for (const lens of italy.lenses)
      for (const place of lens.picks.flatMap((pick) => pick.places))
        expect(catalog.destinations.find((d) => d.id === place)!.region).toBe("Europe");
    // A place under the safety floor kept because it is in the place asked for says so, not "named".
    const med = recommend("beaches in the Mediterranean");
    const lines = med.lenses
      .flatMap((lens) => lens.picks)
      .filter((pick) => pick.places.includes("tel-aviv"))
      .map((pick) => pick.line);
    expect(
      lines.some((line) =>
        line.includes("It is in the Mediterranean, where you asked to go, so it stays in"),
      ),
    ).toBe(true);
    expect(lines.some((line) => line.includes("You named it"))).toBe(false);
  });

  it("offers as nearest the places where the visitor asked to go before any outside them", () => {
    // New York and Palm Springs are in season in April, and their trips are over the budget: nearer
    // than Valletta, which has an April departure but is not in the US.
    const { analysis, lenses } = recommend(
      "City break in the US in April, the two of us have $10,000 total. Theatre and museums.",
    );
    expect(analysis.noneFits).toBe(true);
    for (const lens of lenses) {
      const places = lens.picks.flatMap((pick) => pick.places);
      expect(places.length).toBeGreaterThan(0);
      for (const place of places)
        expect(["new-york", "palm-springs", "san-francisco", "provincetown"]).toContain(place);
    }
  });

  it("reads a range of days, the Americas, a list ruled out and a destination ruled out by name", () => {
    expect(daysOf("Europe in July, 7 to 9 days")).toMatchObject({ min: 7, max: 9 });
    expect(daysOf("a proper long trip, at least ten days")).toMatchObject({ min: 10 });
    expect(daysOf("one of your 7-day packages")).toMatchObject({ min: 7, max: 7 });
    expect(daysOf("a grand three-week trip (18 days minimum)")).toMatchObject({ min: 18 });
    // Weeks and nights said plainly are about that long; weeks until departure are no length.
    expect(daysOf("a two-week trip in Europe")).toMatchObject({ min: 11, max: 17 });
    expect(daysOf("a 5-night break in Europe")).toMatchObject({ min: 6, max: 7 });
    expect(daysOf("no longer than two weeks, in February")).toMatchObject({ max: 14 });
    expect(daysOf("the trip leaves in 5 weeks, can i pay a deposit?")).toEqual({});
    expect(daysOf("A fortnight in Europe in June")).toMatchObject({ min: 11, max: 17 });
    expect(read("the Americas in October").regions).toEqual(["North America", "Latin America"]);
    expect(read("we'd rather not go to the Americas this time").excludedRegions).toEqual([
      "North America",
      "Latin America",
    ]);
    expect(read("Europe but not Spain or Portugal please").excluded).toEqual(["Spain", "Portugal"]);
    expect(read("spain or portugal, no kids").excluded).toEqual([]);
    const noLondon = recommend("a pride somewhere in europe in august. not london, we've done it");
    expect(noLondon.analysis.hard.excludedDestinations).toEqual(["london"]);
    for (const lens of noLondon.lenses)
      expect(lens.picks.flatMap((pick) => pick.places)).not.toContain("london");
  });

  it("reads 'North American', a safety floor said after safety, a length said plainly and a city ruled out within its country", () => {
    expect(read("a big North American city in September").regions).toEqual(["North America"]);
    expect(minScoreOf("safety is everything for us: 4.5 or higher only")).toBe(4.5);
    expect(minScoreOf("really safe, at least 4.5 on your scale")).toBe(4.5);
    expect(daysOf("8 or 9 days")).toMatchObject({ min: 8, max: 9 });
    expect(daysOf("canada or the us, 9 days")).toMatchObject({ min: 9, max: 9 });
    expect(daysOf("a week in portugal")).toEqual({});
    expect(daysOf("want horses and a day on a ranch")).toEqual({});
    const mexico = read("a week in mexico in december, but not mexico city");
    expect(mexico.excluded).toEqual([]);
    expect(mexico.excludedDestinations).toEqual(["mexico-city"]);
  });

  it("reads the days a traveler has as a limit, a range said with 'between', and 'pp' or 'all in' after a sum", () => {
    expect(daysOf("only got 3 days off work, want a quick Pride city break")).toMatchObject({
      max: 3,
    });
    expect(daysOf("we have 10 days of vacation in may")).toMatchObject({ max: 10 });
    expect(daysOf("between 8 and 12 days, in october")).toMatchObject({ min: 8, max: 12 });
    // When to book is not how long to stay.
    expect(daysOf("extra cost if we book a custom trip only 3 weeks out?")).toEqual({});
    expect(read("canada or the states in july, budget $8,000pp").budgetPerPerson).toBe(8000);
    expect(read("4 friends, $40k all in, 8 days max, june").budgetPerPerson).toBe(10_000);
    expect(
      read("Family of four (2 mums, 2 kids), $24k total, Europe in July").budgetPerPerson,
    ).toBe(6000);
    const break3 = recommend("only got 3 days off work, want a quick Pride city break");
    for (const lens of break3.lenses) {
      expect(lens.response).toMatch(/^Every pick keeps to what you asked/);
      expect(lens.picks.flatMap((pick) => pick.places)).toContain("amsterdam");
    }
  });
});

describe("the safety floor the site sets, and what the visitor asks for", () => {
  it("shows places under it that alone offer a wish, flagged with their scores", () => {
    const { lenses, analysis } = recommend(
      "No Europe please. Street food and night markets, November, $30k for the two of us.",
    );
    const experiences = lenses.find((lens) => lens.model.startsWith("Experiences"))!;
    expect(experiences.picks.flatMap((pick) => pick.places)).toEqual(
      expect.arrayContaining(["taipei", "bangkok"]),
    );
    expect(experiences.response).toContain("Taipei and Bangkok Night Markets");
    expect(experiences.response).toMatch(
      /Taipei, Taiwan: .*It offers what you asked for as no safer place does, so it stays in, but it scores 3\.7\/5 overall, below the safety floor of 4\/5/,
    );
    expect(analysis.belowFloor.map((d) => d.destination.id)).not.toContain("taipei");
  });

  it("keeps them out where a place above it offers as much", () => {
    // Bangkok's food is one wish; Palm Springs' desert sun and couples' trip offer more.
    const { analysis } = recommend(
      "retired couple in our 70s, want winter sun in january, quiet, good food, no party scene",
    );
    expect(analysis.destinations.filter((d) => d.wished)).toEqual([]);
    expect(analysis.belowFloor.map((d) => d.destination.id)).toContain("bangkok");
  });

  it("does not read what the visitor does not want as a wish", () => {
    const { analysis } = recommend("no night markets, no street food, no temples, no hot springs");
    expect(analysis.destinations.filter((d) => d.wished)).toEqual([]);
    expect(withoutUnwanted("we hate night markets and street food; want temples")).not.toMatch(
      /night|street/,
    );
  });

  it("flags a trip in the value lens that stops under the floor", () => {
    const { lenses } = recommend(
      "No Europe please. Street food and night markets, November, $30k for the two of us.",
    );
    const value = lenses.find((lens) => lens.model.startsWith("Value"))!;
    expect(value.response).toMatch(
      /Taipei and Bangkok Night Markets .* it stops where we score under the safety floor of 4\/5 overall \(Taipei 3\.7\/5 and Bangkok 3\.4\/5\)/,
    );
    expect(value.response).toContain("or offers what you asked for as no safer place does");
  });

  it("leaves out a list after a negation, and what 'is not our thing'", () => {
    expect(withoutUnwanted("we hate street food, night markets and clubs; want wine")).not.toMatch(
      /street|night|clubs/,
    );
    expect(withoutUnwanted("street food is not our thing, we love museums")).toMatch(
      /^\s*, we love museums$/,
    );
    // A comma before a new wish ends the negation.
    expect(withoutUnwanted("no party scene, quiet beaches")).toContain("quiet beaches");
  });
});
