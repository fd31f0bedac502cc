/** Full-text search over journal posts with minisearch; the index is built once per catalog. */
import MiniSearch from "minisearch";
import type { Post } from "../contract";

export function buildPostIndex(posts: Post[]) {
  const index = new MiniSearch<Post>({
    fields: ["title", "excerpt", "category", "tagText", "content"],
    storeFields: [],
    extractField: (post, field) =>
      field === "tagText" ? post.tags.join(" ") : String(post[field as keyof Post] ?? ""),
    searchOptions: {
      boost: { title: 4, tagText: 3, category: 2, excerpt: 2 },
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      combineWith: "AND",
    },
  });
  index.addAll(posts);
  const bySlug = new Map(posts.map((post) => [post.id, post]));
  return {
    /**
     * Posts matching every word of the query, best first, all of them (the results say how many
     * were found, so a cut list would say too few); a blank query matches nothing.
     */
    search(query: string, limit = Number.POSITIVE_INFINITY): Post[] {
      if (!query.trim()) return [];
      return index
        .search(query.trim())
        .slice(0, limit)
        .map((hit) => bySlug.get(String(hit.id)))
        .filter((post): post is Post => post !== undefined);
    },
  };
}
