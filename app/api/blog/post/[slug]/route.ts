import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { slugSchema } from "@/lib/contract";

export const GET = route(
  { name: "blog.post", params: z.object({ slug: slugSchema }) },
  ({ params }) => getBackend().getPost(params.slug),
);
