/** The build's and the server's check of every content file: a broken world record stops both. */
import { copyContent, criminaliseInCopy, type BaselineEntry } from "../safety/test-content";
import { checkAllContent } from "./check";
import { ContentError } from "./files";

describe("checking every content file", () => {
  it("passes on the content as it is", () => {
    expect(() => checkAllContent()).not.toThrow();
  });

  it("refuses a world record whose group lacks a field, which only booking pages read", () => {
    const copy = copyContent();
    try {
      copy.edit<{ countries: (BaselineEntry & { marriage: { since?: number } })[] }>(
        "world/baseline.json",
        (file) => delete file.countries.find((country) => country.code === "ZA")!.marriage.since,
      );
      expect(() => checkAllContent(copy.dir)).toThrow(ContentError);
      expect(() => checkAllContent(copy.dir)).toThrow(/marriage/);
    } finally {
      copy.remove();
    }
  });

  it("refuses a world record that makes a destination's country criminalise while its page says legal", () => {
    const copy = copyContent();
    try {
      criminaliseInCopy(copy, "ZA", "up to 7 years");
      expect(() => checkAllContent(copy.dir)).toThrow(
        /safety\/cape-town\.json says relations are legal/,
      );
    } finally {
      copy.remove();
    }
  });
});
