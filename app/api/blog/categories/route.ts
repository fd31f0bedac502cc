import { contentCaching } from "@/lib/api/content-caching";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";

export const GET = route({ name: "blog.categories", cacheControl: contentCaching }, () =>
  getBackend().getCategories(),
);
