/**
 * A question about one package's details is answered from the package itself, first: its
 * departures, the price for the party named, the carbon offset of its flights, and the sentence of
 * its itinerary that holds the detail asked.
 */
import { DEFAULT_HOLD_RULES } from "../../bookings/hold-rules";
import { getFlightOffset } from "../../content/flights";
import { formatLongDate, formatPrice } from "../../format";
import { catalog, chat } from "../../test-support/local-engine";
import { createLocalEngine } from "./engine";
const pkg = (id: string) => catalog.packages.find((p) => p.id === id)!;

describe("a package's own details", () => {
  it("answers whether a named trip runs in a month from its departures, not its place's best time", () => {
    const answer = chat("does the iceland northern lights trip run in july?");
    expect(answer).toContain("The Iceland Northern Lights has no departure in July.");
    expect(chat("Does the Iceland Northern Lights package run in summer?")).toContain(
      "has no departure in June, July or August",
    );
  });

  it("answers 'tell me about' a trip with the trip, not a journal sentence that happens to name it", () => {
    expect(chat("tell me about the antarctic expedition cruise")).toMatch(
      /^The Antarctic Expedition Cruise costs \$12,500 per person/,
    );
  });
  it("lists the departures asked for, of the year named, before anything else", () => {
    const carnival = pkg("provincetown-carnival-week");
    const in2027 = carnival.departures.filter((d) => d.starts_on.startsWith("2027"));
    expect(in2027.length).toBeGreaterThan(0);
    const answer = chat("what are the 2027 departure dates for the provincetown carnival week");
    expect(answer.startsWith("The Provincetown Carnival Week departs on")).toBe(true);
    for (const departure of in2027) expect(answer).toContain(formatLongDate(departure.starts_on));
    // Asked about the package, not whether its town is safe.
    expect(answer).not.toMatch(/Queer Safety Index/);
  });

  it("dates the itinerary day asked when, for each departure", () => {
    expect(chat("when is the next sydney mardi gras parade")).toMatch(
      /^Day 6 of the Sydney Mardi Gras Week \(Parade day\) falls on Saturday, February 27, 2027\./,
    );
    expect(chat("what day is the parade on the provincetown carnival week")).toMatch(
      /^Day 4 of the Provincetown Carnival Week \(Carnival parade\) falls on Thursday, August 19, 2027\./,
    );
  });

  it("lists the itinerary's days asked for, and says when no departure falls in the month asked", () => {
    const yacht = pkg("cyclades-private-yacht");
    expect(chat("which islands does the cyclades yacht week stop at")).toContain(
      `The ${yacht.name}, day by day: ${yacht.itinerary.map((day) => `${day.day}, ${day.title}`).join("; ")}.`,
    );
    const night = pkg("taipei-bangkok-night-markets");
    expect(night.departures.some((d) => d.starts_on.slice(5, 7) === "10")).toBe(false);
    const answer = chat("does it run in october then?", ["which package goes to taipei?"]);
    expect(answer).toMatch(/^The Taipei and Bangkok Night Markets has no departure in October\./);
  });

  it("takes a month asked after the departures, or of 'your trip', as a question about departures", () => {
    const malta = pkg("malta-gozo-island-hop");
    const october = malta.departures.find((d) => d.starts_on.slice(5, 7) === "10")!;
    expect(
      chat("anything in october?", ["what dates does the malta and gozo trip leave?"]),
    ).toMatch(new RegExp(`The ${malta.name} departs on .*${formatLongDate(october.starts_on)}`));
    const iceland = pkg("iceland-northern-lights");
    expect(
      chat("does your trip go in october?", [
        "when's the best time for reykjavik?",
        "we really want to see the northern lights",
      ]),
    ).toContain(`The ${iceland.name} departs on`);
  });

  it("knows a trip by the places it joins, and answers how long with the sentence in hours", () => {
    expect(chat("on the pride train from amsterdam to berlin how long is the ride")).toMatch(
      /^Day 1, Amsterdam to Berlin: .*about six and a half hours/,
    );
    expect(chat("montreal to nyc autumn package - how do we get between the cities?")).toContain(
      "The Montreal to New York in Autumn costs",
    );
  });

  it("dates a day asked for by its number, on the departure of the month asked", () => {
    expect(
      chat("When is day 3 of the Iceland Northern Lights trip departing February 11?"),
    ).toMatch(
      /^Day 3 of the Iceland Northern Lights \(.+\) falls on Saturday, February 13, 2027\./,
    );
    expect(chat("what date is day 4 of the cape winelands honeymoon leaving in january")).toContain(
      "Day 4 of the Cape Winelands Honeymoon (From the air) falls on Tuesday, January 19, 2027.",
    );
  });

  it("prices the party the question names", () => {
    const malta = pkg("malta-gozo-island-hop");
    expect(chat("total price for the malta and gozo island hop for two people")).toMatch(
      new RegExp(`^For 2 travelers it is \\${formatPrice(malta.price * 2)} in all`),
    );
    expect(chat("malta and gozo island hop for 3 of us, how much?")).toContain(
      formatPrice(malta.price * 3),
    );
    // "For two weeks" is a length, not a party.
    expect(chat("how much is the malta and gozo island hop for two weeks?")).not.toMatch(
      /travelers it is/,
    );
  });

  it("sends a party too large for the booking form to an enquiry, with the trip filled in", () => {
    const answer = chat("how much is the malta and gozo island hop for 8 of us?");
    expect(answer).toContain(formatPrice(pkg("malta-gozo-island-hop").price * 8));
    expect(answer).toContain(
      "The booking form takes up to 6 travelers on it; for 8, send us an enquiry and we will plan it with you (/contact?package=malta-gozo-island-hop&travelers=8).",
    );
    // The limit is the configured one: a site that takes 4 a booking says 4.
    const strict = createLocalEngine(() => catalog, { ...DEFAULT_HOLD_RULES, maxTravelers: 4 });
    expect(
      strict.chat({
        message: "how much is the malta and gozo island hop for 5 of us?",
        context: { previous_messages: [] },
      }).text,
    ).toContain("The booking form takes up to 4 travelers on it; for 5,");
    expect(chat("how much is the malta and gozo island hop for 5 of us?")).not.toMatch(
      /booking form takes/,
    );
  });

  it("gives the carbon offset the booking step offers, or says there are no flights", () => {
    const sydney = getFlightOffset("sydney-mardi-gras-week");
    expect(sydney.kind).toBe("offered");
    if (sydney.kind !== "offered") return;
    expect(chat("how much is the carbon offset on sydney mardi gras week")).toMatch(
      new RegExp(
        `^The carbon offset for the Sydney Mardi Gras Week's flights is \\${formatPrice(sydney.per_traveler)} per traveler`,
      ),
    );
    expect(getFlightOffset("provincetown-carnival-week").kind).toBe("no_flights");
    // The package's own answer comes before the policy's general words on offsets.
    expect(chat("is there a carbon offset option on the provincetown carnival week")).toMatch(
      /^The Provincetown Carnival Week has no flights, so there is no carbon offset to add\./,
    );
  });

  it("quotes the itinerary day that holds the detail asked", () => {
    expect(chat("where does the ship leave from on the antarctic expedition cruise")).toMatch(
      /^Day 2, Fly to Ushuaia and embark: .*board the ship/,
    );
    expect(chat("is there an ice cave on the iceland northern lights trip")).toMatch(
      /^Day 4, Glacier and lagoon: A glacier walk or ice cave/,
    );
    // Asked only the price, no itinerary is quoted.
    expect(chat("how much is the pride express?")).not.toMatch(/^Day \d/m);
  });
});
