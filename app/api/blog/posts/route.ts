import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { postQuerySchema } from "@/lib/contract";

export const GET = route({ name: "blog.posts", query: postQuerySchema }, ({ query }) =>
  getBackend().getPosts(query),
);
