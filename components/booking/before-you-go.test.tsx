/**
 * @jest-environment jsdom
 */
/**
 * The brief as a traveler reads it on the booking page: a route through a country that
 * criminalises same-sex relations opens with that; then each country's law with its sources and
 * dates, our notes, the numbers to call (as links a phone dials), and what the agency does if
 * things change.
 */
import { render, screen, within } from "@testing-library/react";
import { loadCatalog } from "@/lib/content/catalog";
import { loadLocalHelp } from "@/lib/content/local-help";
import { loadWorldBaseline } from "@/lib/content/world-baseline";
import { buildBeforeYouGo, TOLL_FREE_NOTE } from "@/lib/safety/before-you-go";
import {
  copyContent,
  criminaliseInCopy,
  markTollFreeInCopy,
  restrictInCopy,
} from "@/lib/safety/test-content";
import { BeforeYouGo, RouteLawBeforePaying, RouteLawFirst } from "./before-you-go";

const origin = "https://lavendercompass.example";
const world = loadWorldBaseline();
const content = { catalog: loadCatalog(), world, help: loadLocalHelp(undefined, world) };

describe("the booking page's brief", () => {
  it("shows each country's law with its dated sources, our notes and whom to call", () => {
    render(
      <BeforeYouGo
        origin={origin}
        brief={buildBeforeYouGo("taipei-bangkok-night-markets", content)}
      />,
    );
    const brief = screen.getByRole("region", { name: "Before you go" });
    expect(within(brief).queryByRole("note")).toBeNull();
    const thailand = within(brief).getByRole("article", { name: "Thailand" });
    expect(within(thailand).getByText("Same-sex relations")).toBeTruthy();
    expect(thailand.textContent).toContain(
      "Same-sex relations are legal in Thailand (since 1957).",
    );
    expect(thailand.textContent).toContain("Source: Equaldex (read November 25, 2026)");
    expect(
      within(thailand).getAllByRole("link", { name: "Equaldex" })[0]!.getAttribute("href"),
    ).toBe("https://www.equaldex.com/timeline/1956");
    expect(within(thailand).getByRole("heading", { name: "Our notes on Bangkok" })).toBeTruthy();
    expect(thailand.textContent).toContain("For trans and non-binary travelers:");
    expect(within(thailand).getByRole("link", { name: "1155" }).getAttribute("href")).toBe(
      "tel:1155",
    );
    expect(thailand.textContent).toContain(
      "We have no verified LGBTQ+ help line number for Thailand yet",
    );
    // Taiwan's LGBTQ+ association is named, its number not yet verified; a service line's name
    // does not repeat its number.
    const taiwan = within(brief).getByRole("article", { name: "Taiwan" });
    expect(taiwan.textContent).toContain("Taiwan Tongzhi (LGBTQ+) Hotline Association");
    expect(taiwan.textContent).toContain(
      "We have not verified a telephone number for this organisation yet: in an emergency, call an emergency number above, then our 24/7 line.",
    );
    expect(taiwan.textContent).not.toContain("We have no verified LGBTQ+ help line number");
    expect(taiwan.textContent).toContain(
      "The National Immigration Agency's service line for foreigners: 1990, free information",
    );
    const changes = within(brief).getByRole("region", {
      name: "If things change before you travel",
    });
    expect(changes.textContent).toContain("plus a $500 credit toward a future trip");
    // Packages booked here are under the terms; the client agreement covers custom trips.
    expect(
      within(changes)
        .getAllByRole("link", { name: "Terms of Service, section 9" })
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/legal/terms#9-changes-and-cancellations-by-us",
      "/legal/terms#9-changes-and-cancellations-by-us",
    ]);
    expect(within(changes).getByRole("link", { name: "+1 (603) 555-0199" })).toBeTruthy();
  });

  it("opens with the law of a criminalising country on the route, before the countries", () => {
    const copy = copyContent();
    try {
      criminaliseInCopy(copy, "TH", "up to 10 years");
      const { catalog, world: copied, help } = copy.load();
      render(
        <BeforeYouGo
          origin={origin}
          brief={buildBeforeYouGo("taipei-bangkok-night-markets", { catalog, world: copied, help })}
        />,
      );
      const note = screen.getByRole("note", {
        name: "Same-sex relations are against the law in Thailand",
      });
      expect(note.textContent).toContain(
        "Thailand criminalises same-sex relations, and the maximum penalty is prison (up to 10 years).",
      );
      // Its source is a link, so a printed brief carries the page's address.
      expect(within(note).getByRole("link", { name: "Example Gazette" }).getAttribute("href")).toBe(
        "https://gazette.example/2026/11/new-penal-code",
      );
      // It comes before the first country of the route.
      const taiwan = screen.getByRole("article", { name: "Taiwan" });
      expect(note.compareDocumentPosition(taiwan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      copy.remove();
    }
  });

  it("tells a buyer on Book Now's step, before paying, of a criminalising country on the route", () => {
    const copy = copyContent();
    try {
      criminaliseInCopy(copy, "TH", "up to 10 years");
      const { catalog, world: copied, help } = copy.load();
      const { unmount } = render(
        <RouteLawBeforePaying
          brief={buildBeforeYouGo("taipei-bangkok-night-markets", { catalog, world: copied, help })}
        />,
      );
      const note = screen.getByRole("note", {
        name: "Before you book: same-sex relations are against the law in Thailand, on this route",
      });
      expect(note.textContent).toContain("the maximum penalty is prison (up to 10 years)");
      expect(within(note).getByRole("link", { name: "Example Gazette" })).toBeTruthy();
      expect(within(note).getByRole("link", { name: "+1 (603) 555-0199" })).toBeTruthy();
      unmount();
      // A route through no such country shows nothing.
      const { container } = render(
        <RouteLawBeforePaying brief={buildBeforeYouGo("taipei-bangkok-night-markets", content)} />,
      );
      expect(container.textContent).toBe("");
    } finally {
      copy.remove();
    }
  });

  it("tells a traveler through a criminalising country first, above the booking's payments", () => {
    const copy = copyContent();
    try {
      criminaliseInCopy(copy, "TH", "up to 10 years");
      const brief = buildBeforeYouGo("taipei-bangkok-night-markets", copy.load());
      render(<RouteLawFirst brief={brief} />);
      const note = screen.getByRole("note");
      expect(note.textContent).toBe(
        "Same-sex relations are against the law in Thailand, on your route. Before you go, below, says what the law says there and whom to call.",
      );
      expect(within(note).getByRole("link", { name: "Before you go" }).getAttribute("href")).toBe(
        "#before-you-go",
      );
    } finally {
      copy.remove();
    }
    // A route with no such country shows nothing there.
    const { container } = render(
      <RouteLawFirst brief={buildBeforeYouGo("taipei-bangkok-night-markets", content)} />,
    );
    expect(container.textContent).toBe("");
  });

  it("calls out laws that punish visitors where relations are legal, after any criminal law", () => {
    const copy = copyContent();
    try {
      restrictInCopy(copy, "TH");
      render(
        <BeforeYouGo
          origin={origin}
          brief={buildBeforeYouGo("taipei-bangkok-night-markets", copy.load())}
        />,
      );
      expect(screen.queryByRole("note", { name: /against the law/ })).toBeNull();
      const note = screen.getByRole("note", { name: "Laws that can reach visitors in Thailand" });
      expect(
        within(note)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringMatching(/^Thailand bans LGBTQ\+ "propaganda" and Pride marches\./),
        expect.stringMatching(/^Foreigners found to have HIV can be deported\./),
      ]);
      expect(note.textContent).toContain("These laws apply to visitors too.");
      const taiwan = screen.getByRole("article", { name: "Taiwan" });
      expect(note.compareDocumentPosition(taiwan) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      copy.remove();
    }
  });

  it("says a help line's number once where its name holds it, as the link inside the name", () => {
    render(
      <BeforeYouGo origin={origin} brief={buildBeforeYouGo("cyclades-private-yacht", content)} />,
    );
    const greece = screen.getByRole("article", { name: "Greece" });
    const links = within(greece).getAllByRole("link", { name: "11528" });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe("tel:11528");
    expect(links[0]!.closest("li")!.textContent).toMatch(/^11528 – By Your Side \(Δίπλα σου\), /);
  });

  it("says after a free-call number that it may not connect from a roaming phone", () => {
    const copy = copyContent();
    try {
      markTollFreeInCopy(copy, "AU", "QLife");
      render(
        <BeforeYouGo
          origin={origin}
          brief={buildBeforeYouGo("sydney-mardi-gras-week", copy.load())}
        />,
      );
      const qlife = screen.getByRole("link", { name: "+61 1800 184 527" }).closest("li")!;
      expect(qlife.textContent).toContain(TOLL_FREE_NOTE);
    } finally {
      copy.remove();
    }
  });

  it("promises no alerts on a cancelled booking's page, which nobody is alerted about", () => {
    render(
      <BeforeYouGo
        origin={origin}
        brief={buildBeforeYouGo("taipei-bangkok-night-markets", content)}
        watching={false}
      />,
    );
    expect(
      screen.queryByRole("heading", { name: "If things change before you travel" }),
    ).toBeNull();
    expect(screen.queryByText(/we e-mail you what changed/)).toBeNull();
    expect(screen.getByRole("article", { name: "Taiwan" })).toBeTruthy();
  });

  it("renders nothing for a package without a known route", () => {
    const { container } = render(<BeforeYouGo origin={origin} brief={undefined} />);
    expect(container.innerHTML).toBe("");
  });
});
