import { loadCatalog } from "../content/catalog";
import { defaultDestination, findDestination, type DestinationName } from "./destination";

const destinations: DestinationName[] = loadCatalog().destinations.map(({ name, slug }) => ({
  name,
  slug,
}));

describe("findDestination", () => {
  it.each(["Barcelona", "Amsterdam", "Mykonos", "Tel Aviv", "San Francisco", "Provincetown"])(
    "finds the site's city %s in a message",
    (city) => {
      expect(findDestination(`What should we do in ${city} next June?`, destinations)).toBe(city);
    },
  );

  it("finds any other destination of the site's content", () => {
    expect(findDestination("Is Reykjavik safe for a trans traveler?", destinations)).toBe(
      "Reykjavik",
    );
    expect(findDestination("A week in valletta, please", destinations)).toBe("Valletta");
  });

  it("ignores case, accents, punctuation and possessives", () => {
    expect(findDestination("TEL-AVIV's beaches", destinations)).toBe("Tel Aviv");
    expect(findDestination("san francisco!", destinations)).toBe("San Francisco");
    expect(findDestination("Reykjavík nightlife", destinations)).toBe("Reykjavik");
  });

  it("knows the everyday names visitors use", () => {
    const name = (slug: string) => destinations.find((d) => d.slug === slug)!.name;
    expect(findDestination("Plan a week in ptown", destinations)).toBe(name("provincetown"));
    expect(findDestination("Is NYC safe?", destinations)).toBe(name("new-york"));
    expect(findDestination("Rio carnival prices", destinations)).toBe(name("rio-de-janeiro"));
  });

  it("matches a destination by its slug as well as its name", () => {
    expect(findDestination("Broadway in New York", destinations)).toBe("New York City");
  });

  it("takes the destination named first when several are named", () => {
    expect(findDestination("Mykonos or maybe Amsterdam?", destinations)).toBe("Mykonos");
    expect(findDestination("Amsterdam or maybe Mykonos?", destinations)).toBe("Amsterdam");
  });

  it("matches whole words only", () => {
    expect(findDestination("A Berliner weekend", destinations)).toBe(defaultDestination);
  });

  it("defaults to Barcelona when no destination is named", () => {
    expect(defaultDestination).toBe("Barcelona");
    expect(findDestination("Somewhere warm with great food", destinations)).toBe("Barcelona");
    expect(findDestination("", [])).toBe("Barcelona");
  });
});
