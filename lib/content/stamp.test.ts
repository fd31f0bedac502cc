/**
 * A server started on content changed since its build refuses to start: its prerendered pages
 * would show the old records beside the booking pages, chat and alerts reading the new ones.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyContent } from "../safety/test-content";
import { ContentError } from "./files";
import {
  buildSiteUrl,
  checkContentStamp,
  contentDigest,
  stampedSiteUrl,
  writeContentStamp,
} from "./stamp";

describe("the content a build was made from", () => {
  it("lets the server start on the content of its build, and refuses content changed since", () => {
    const copy = copyContent();
    const out = mkdtempSync(path.join(os.tmpdir(), "lc-stamp-"));
    const stamp = path.join(out, "content-stamp.json");
    try {
      writeContentStamp(copy.dir, stamp);
      expect(() => checkContentStamp(copy.dir, stamp)).not.toThrow();
      copy.edit<{ countries: { code: string; criminalised: { note?: string } }[] }>(
        "world/baseline.json",
        (file) => {
          file.countries.find((country) => country.code === "DK")!.criminalised.note = "Edited.";
        },
      );
      expect(() => checkContentStamp(copy.dir, stamp)).toThrow(ContentError);
      expect(() => checkContentStamp(copy.dir, stamp)).toThrow(/changed since the build/);
      // A file added counts too, and so does a file renamed.
      writeContentStamp(copy.dir, stamp);
      writeFileSync(path.join(copy.dir, "journal", "a-new-post.md"), "---\n---\n");
      expect(() => checkContentStamp(copy.dir, stamp)).toThrow(ContentError);
    } finally {
      copy.remove();
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("records the SITE_URL the build's pages name, as the configuration defaults it", () => {
    const out = mkdtempSync(path.join(os.tmpdir(), "lc-stamp-"));
    const stamp = path.join(out, "content-stamp.json");
    try {
      expect(buildSiteUrl({ PORT: "4100" })).toBe("http://localhost:4100");
      expect(buildSiteUrl({ SITE_URL: "https://travel.example" })).toBe("https://travel.example");
      writeContentStamp(undefined, stamp, "https://travel.example");
      expect(stampedSiteUrl(stamp)).toBe("https://travel.example");
      expect(stampedSiteUrl("/nonexistent/content-stamp.json")).toBeUndefined();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("does not check a build that recorded nothing (the container's, a development server)", () => {
    expect(() => checkContentStamp(undefined, "/nonexistent/content-stamp.json")).not.toThrow();
  });

  it("gives the same digest for the same files, whatever order the disk lists them in", () => {
    expect(contentDigest()).toBe(contentDigest());
    expect(contentDigest()).toMatch(/^[0-9a-f]{64}$/);
  });
});
