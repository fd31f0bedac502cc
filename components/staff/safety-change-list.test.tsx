/**
 * @jest-environment jsdom
 */
/**
 * The desk's list of safety changes: what changed and on what source, each booking it touched
 * linked to its page, and whether its traveler's alert went (or why there was none).
 */
import { render, screen, within } from "@testing-library/react";
import type { DeskSafetyChange } from "@/lib/contract";
import { SafetyChangeList } from "./safety-change-list";

const change: DeskSafetyChange = {
  id: "5f0c7a56-4a0e-4a5e-9a43-2a3f1c1f7e01",
  recordKey: "country:TH",
  recordName: "Thailand",
  detectedAt: new Date("2026-12-20T15:00:00Z"),
  sourcesSentAt: null,
  changes: [
    {
      label: "Same-sex relations",
      from: "legal",
      to: "a crime",
      why: "A new penal code criminalises same-sex relations.",
      sources: [
        {
          label: "Example Gazette: new penal code",
          url: "https://gazette.example/code",
          dated: "published November 20, 2026; read November 25, 2026",
        },
      ],
    },
  ],
  bookings: [
    {
      reference: "LC-AAAA2222",
      packageName: "Taipei and Bangkok Night Markets",
      startsOn: "2027-01-12",
      customerName: "Noor Haddad",
      erased: false,
      mailStatus: "sent",
      mailSentAt: new Date("2026-12-20T15:01:00Z"),
      mailError: null,
    },
    {
      reference: "LC-BBBB3333",
      packageName: "Taipei and Bangkok Night Markets",
      startsOn: "2027-02-09",
      customerName: "Erased",
      erased: true,
      mailStatus: null,
      mailSentAt: null,
      mailError: null,
    },
  ],
};

describe("the desk's safety changes", () => {
  it("shows what changed, its source, and each touched booking with its mail", () => {
    render(<SafetyChangeList changes={[change]} />);
    const article = screen.getByRole("article", { name: "Thailand" });
    expect(article.textContent).toContain("Same-sex relations: was legal; now a crime.");
    expect(article.textContent).toContain("Why: A new penal code criminalises same-sex relations.");
    expect(
      within(article)
        .getByRole("link", { name: "Example Gazette: new penal code" })
        .getAttribute("href"),
    ).toBe("https://gazette.example/code");
    const rows = within(article).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole("link", { name: "LC-AAAA2222" }).getAttribute("href")).toBe(
      "/staff/bookings/LC-AAAA2222",
    );
    expect(rows[1]!.textContent).toContain("Sent");
    expect(rows[2]!.textContent).toContain("Not mailed: the traveler was erased");
  });

  it("flags a source owed to travelers, and says when it was sent to them", () => {
    const owed: DeskSafetyChange = {
      ...change,
      changes: [{ ...change.changes[0]!, why: undefined, sources: [], unrecorded: true }],
    };
    const { unmount } = render(<SafetyChangeList changes={[owed]} />);
    expect(screen.getByRole("article", { name: "Thailand" }).textContent).toContain(
      "Source not yet recorded: travelers were told we would write to them with it.",
    );
    unmount();
    const sent: DeskSafetyChange = {
      ...change,
      sourcesSentAt: new Date("2026-12-22T09:30:00Z"),
      changes: [{ ...change.changes[0]!, sourcedLater: true }],
    };
    render(<SafetyChangeList changes={[sent]} />);
    const article = screen.getByRole("article", { name: "Thailand" });
    expect(article.textContent).not.toContain("Source not yet recorded");
    expect(article.textContent).toMatch(
      /Source recorded after the alert, and mailed to travelers .*22/,
    );
  });

  it("says so when no change has been found", () => {
    render(<SafetyChangeList changes={[]} />);
    expect(
      screen.getByText(
        "No material change to a safety record has been found since the watch began.",
      ),
    ).toBeTruthy();
  });
});
