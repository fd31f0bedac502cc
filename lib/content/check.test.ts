/** The build's and the server's check of every content file: a broken world record stops both. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkAllContent } from "./check";
import { ContentError } from "./files";

const contentDir = path.join(process.cwd(), "content");

describe("checking every content file", () => {
  it("passes on the content as it is", () => {
    expect(() => checkAllContent(contentDir)).not.toThrow();
  });

  it("refuses a world record whose group lacks a field, which only booking pages read", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "content-check-"));
    try {
      cpSync(contentDir, dir, { recursive: true });
      const file = path.join(dir, "world", "baseline.json");
      const baseline = JSON.parse(readFileSync(file, "utf8")) as {
        countries: { code: string; marriage: { since?: number | null } }[];
      };
      delete baseline.countries.find((country) => country.code === "ZA")!.marriage.since;
      writeFileSync(file, JSON.stringify(baseline));
      expect(() => checkAllContent(dir)).toThrow(ContentError);
      expect(() => checkAllContent(dir)).toThrow(/marriage/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a world record that makes a destination's country criminalise while its page says legal", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "content-check-"));
    try {
      cpSync(contentDir, dir, { recursive: true });
      const file = path.join(dir, "world", "baseline.json");
      const baseline = JSON.parse(readFileSync(file, "utf8")) as {
        countries: { code: string; criminalised: Record<string, unknown> }[];
      };
      Object.assign(baseline.countries.find((country) => country.code === "ZA")!.criminalised, {
        status: "yes",
        max_penalty: "years",
        penalty_text: "up to 7 years",
      });
      writeFileSync(file, JSON.stringify(baseline));
      expect(() => checkAllContent(dir)).toThrow(
        /safety\/cape-town\.json says relations are legal/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
