import { z } from "zod";
import { contentCaching } from "@/lib/api/content-caching";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { slugSchema } from "@/lib/contract";

export const GET = route(
  { name: "safety.get", cacheControl: contentCaching, params: z.object({ id: slugSchema }) },
  ({ params }) => getBackend().getSafety(params.id),
);
