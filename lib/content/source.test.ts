import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { loadCatalog } from "./catalog";
import {
  CONTENT_SNAPSHOT,
  contentExists,
  defaultContentDir,
  listContent,
  readContent,
} from "./source";

const holder = globalThis as Record<symbol, unknown>;
const at = (file: string) => path.join(defaultContentDir, file);

afterEach(() => {
  delete holder[CONTENT_SNAPSHOT];
});

describe("content on the edge worker (a bundled snapshot instead of the folder)", () => {
  beforeEach(() => {
    holder[CONTENT_SNAPSHOT] = {
      "site.json": '{"name":"snapshot"}',
      "journal/a.md": "# A",
      "journal/b.md": "# B",
      "journal/drafts/c.md": "# C",
    };
  });

  it("reads files from the snapshot, not the disk", () => {
    expect(readContent(at("site.json"))).toBe('{"name":"snapshot"}');
    expect(contentExists(at("journal"))).toBe(true);
    expect(contentExists(at("authors.json"))).toBe(false);
    expect(() => readContent(at("authors.json"))).toThrow("not in the content snapshot");
  });

  it("lists the files directly in a folder (the catalog reads no subfolders)", () => {
    expect(listContent(at("journal")).sort()).toEqual(["a.md", "b.md"]);
    expect(listContent(defaultContentDir)).toEqual(["site.json"]);
  });

  it("still reads a folder outside content/ (tests' fixtures) from the disk", () => {
    expect(contentExists(path.join(process.cwd(), "package.json"))).toBe(true);
  });
});

describe("the catalog on the edge worker", () => {
  it("is the same from a snapshot of content/ as from the folder on Node.js hosts", () => {
    const fromDisk = loadCatalog();
    const files: Record<string, string> = {};
    const walk = (folder: string) => {
      for (const name of readdirSync(at(folder))) {
        const relative = folder ? `${folder}/${name}` : name;
        if (statSync(at(relative)).isDirectory()) walk(relative);
        else files[relative] = readFileSync(at(relative), "utf8");
      }
    };
    walk("");
    holder[CONTENT_SNAPSHOT] = files;
    expect(loadCatalog()).toEqual(fromDisk);
  });
});
