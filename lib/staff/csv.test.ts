import { csvCell, csvResponse, toCsv } from "./csv";

describe("CSV exports", () => {
  it("quotes fields that hold commas, quotes or line breaks, and ends lines with CRLF", () => {
    const csv = toCsv(
      [
        { header: "name", value: (row: { name: string; n: number }) => row.name },
        { header: "count", value: (row) => row.n },
      ],
      [
        { name: 'Ana "Ani" Ruiz, Lisbon', n: 2 },
        { name: "two\nlines", n: 0 },
      ],
    );
    expect(csv).toBe('name,count\r\n"Ana ""Ani"" Ruiz, Lisbon",2\r\n"two\nlines",0\r\n');
  });

  it("keeps a visitor's text from running as a spreadsheet formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-2)).toBe("-2");
  });

  it("writes empty cells for missing values and ISO times for dates", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2026-11-25T10:00:00Z"))).toBe("2026-11-25T10:00:00.000Z");
  });

  it("answers a dated, uncached attachment", async () => {
    const response = csvResponse("enquiries", "a\r\n", new Date("2026-11-25T10:00:00Z"));
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="enquiries-2026-11-25.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("a\r\n");
  });
});
