/** The journal's search: every post that matches, best first, so "N stories found" is true. */
import { loadCatalog } from "./catalog";
import { buildPostIndex } from "./journal-search";

const { posts } = loadCatalog();
const index = buildPostIndex(posts);

describe("the journal's search", () => {
  it("returns every matching post, more than twenty when more match", () => {
    const found = index.search("travel");
    expect(found.length).toBeGreaterThan(20);
    expect(new Set(found.map((post) => post.slug)).size).toBe(found.length);
    expect(found.length).toBeLessThanOrEqual(posts.length);
  });

  it("matches nothing for a blank query", () => {
    expect(index.search("   ")).toEqual([]);
  });
});
