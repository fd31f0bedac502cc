import { contentCaching } from "@/lib/api/content-caching";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { postQuerySchema } from "@/lib/contract";

export const GET = route(
  { name: "blog.posts", cacheControl: contentCaching, query: postQuerySchema },
  ({ query }) => getBackend().getPosts(query),
);
