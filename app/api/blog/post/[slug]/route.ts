import { z } from "zod";
import { contentCaching } from "@/lib/api/content-caching";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { slugSchema } from "@/lib/contract";

export const GET = route(
  { name: "blog.post", cacheControl: contentCaching, params: z.object({ slug: slugSchema }) },
  ({ params }) => getBackend().getPost(params.slug),
);
