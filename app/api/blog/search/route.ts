import { contentCaching } from "@/lib/api/content-caching";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { searchQuerySchema } from "@/lib/contract";

export const GET = route(
  { name: "blog.search", cacheControl: contentCaching, query: searchQuerySchema },
  async ({ query }) => (query.q.trim() ? getBackend().searchPosts(query.q) : []),
);
