/**
 * A trip to an event the site lists on every page (EuroPride 2027 in Turin) is one we plan on
 * request, so the chat says where and when it is and how to ask for the week, and never that we do
 * not plan trips to the event's country without naming the exception.
 */
import { loadCatalog } from "../../content/catalog";
import { findCountryBaseline } from "../../content/world-baseline";
import { formatDateRange } from "../../format";
import { createLocalEngine } from "./engine";
import { eventNamed } from "./event-trips";

const catalog = loadCatalog();
const engine = createLocalEngine(() => catalog);
const chat = (message: string) => engine.chat({ message, context: { previous_messages: [] } }).text;
const [event] = catalog.events;
const [city, country] = event!.location.split(", ");
const dates = formatDateRange(event!.starts, event!.ends);

describe("a trip to an event we list", () => {
  it("has a city the chat knows, in the country its location names", () => {
    for (const listed of catalog.events) {
      const [where, nation] = listed.location.split(", ");
      expect(findCountryBaseline(where!)?.name).toBe(nation);
    }
  });

  it.each([
    `Do you plan trips to ${event!.name} in ${city}?`,
    `can you book me a week in ${city} for ${event!.name.toLowerCase()}?`,
    `where is ${event!.name.toLowerCase()}? thinking about going`,
    `any packages for ${event!.name.replace(/^Euro/, "euro ")}?`,
  ])("answers %p with where, when, and the week planned on request", (question) => {
    const answer = chat(question);
    expect(answer).toContain(`${event!.name} is in ${event!.location}, ${dates}`);
    expect(answer).toContain(`we plan a week in ${city} around ${event!.name} on request`);
    expect(answer).toContain("/contact");
    expect(answer).toMatch(new RegExp(`Same-sex relations are legal in ${country}`));
    expect(answer).not.toMatch(/\$\d/);
  });

  it("says the exception wherever it says we do not plan trips to the country", () => {
    for (const question of [
      `is ${city!.toLowerCase()} safe for gay travellers?`,
      "we want to see milan and the lakes, ok for two dads?",
    ]) {
      const answer = chat(question);
      expect(answer).toContain(
        `We do not plan trips to ${country}, except a week in ${city} for ${event!.name} (${dates}), on request through /contact.`,
      );
    }
  });

  it("is not asked of another year's event, or of when alone", () => {
    expect(eventNamed(catalog, "euro pride 2031 packages?")).toBeUndefined();
    expect(chat(`when is ${event!.name.toLowerCase()}?`)).toMatch(
      new RegExp(`^${event!.name}: ${event!.location}, ${dates}`),
    );
  });

  it("answers a trip to the event's city in its season or for Pride as a trip to the event", () => {
    for (const question of [
      `Plan a week in ${city} in June 2027`,
      `We want to go to ${city} for Pride next June`,
    ])
      expect(chat(question)).toContain(
        `we plan a week in ${city} around ${event!.name} on request`,
      );
    // Asked only whether the city is safe, the law answers and names the exception.
    expect(chat(`is ${city!.toLowerCase()} safe?`)).not.toContain("on request: tell us your dates");
  });
});
