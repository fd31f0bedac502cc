import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { destinationSchema, packageSchema, postSchema, safetyDataSchema } from "../contract";
import { loadCatalog } from "./catalog";
import { ContentError, countWords, readingMinutes } from "./files";

const contentDir = path.join(process.cwd(), "content");

describe("the site's content", () => {
  const catalog = loadCatalog(contentDir);

  it("validates against the contract", () => {
    for (const destination of catalog.destinations) destinationSchema.parse(destination);
    for (const record of catalog.safety.values()) safetyDataSchema.parse(record);
    for (const pkg of catalog.packages) packageSchema.parse(pkg);
    for (const post of catalog.posts) postSchema.parse(post);
  });

  it("has the starter set the platform needs", () => {
    expect(catalog.destinations.map((d) => d.name)).toEqual(
      expect.arrayContaining(["Tallinn", "Barcelona", "Mykonos"]),
    );
    expect(catalog.destinations.length).toBeGreaterThanOrEqual(6);
    expect(catalog.packages.length).toBeGreaterThanOrEqual(4);
    expect(catalog.posts.length).toBeGreaterThanOrEqual(4);
  });

  it("gives every destination a safety record whose score it shows", () => {
    for (const destination of catalog.destinations) {
      expect(catalog.safety.get(destination.id)?.overall_score).toBe(destination.safety_score);
    }
  });

  it("fills every placeholder in legal documents", () => {
    for (const document of catalog.legal) expect(document.body).not.toMatch(/\{\{/);
  });
});

describe("content checks", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "lc-content-"));
    cpSync(contentDir, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const problemsOf = () => {
    try {
      loadCatalog(dir);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError);
      return (error as ContentError).problems;
    }
  };
  const edit = (file: string, change: (value: Record<string, unknown>) => void) => {
    const full = path.join(dir, file);
    const value = JSON.parse(readFileSync(full, "utf8"));
    change(value);
    writeFileSync(full, JSON.stringify(value));
  };

  it("reports a package whose destination does not exist", () => {
    const packages = loadCatalog(dir).packages;
    edit(`packages/${packages[0]!.id}.json`, (pkg) => {
      pkg.destination_ids = ["atlantis"];
    });
    expect(problemsOf()).toContain(
      `packages/${packages[0]!.id}.json: destination "atlantis" does not exist`,
    );
  });

  it("reports a destination without a safety record, and a record without a destination", () => {
    rmSync(path.join(dir, "safety", "tallinn.json"));
    expect(problemsOf()).toContain(
      "destinations/tallinn.json: no safety record in safety/tallinn.json",
    );
  });

  it("reports a field that breaks its schema, naming the file and the field", () => {
    edit("destinations/barcelona.json", (destination) => {
      destination.highlights = ["too few"];
    });
    expect(
      problemsOf().some((problem) => problem.startsWith("destinations/barcelona.json: highlights")),
    ).toBe(true);
  });

  it("reports a slug that differs from its file name", () => {
    edit("destinations/mykonos.json", (destination) => {
      destination.slug = "mikonos";
    });
    expect(problemsOf()).toContain("destinations/mykonos.json: slug differs from the file name");
  });
});

describe("reading time", () => {
  it("counts words of the markdown, not its syntax, at 220 words a minute", () => {
    expect(countWords("## A heading\n\nSome **bold** text and a [link](/blog/x).")).toBe(8);
    expect(readingMinutes(1100)).toBe(5);
    expect(readingMinutes(10)).toBe(1);
  });
});
