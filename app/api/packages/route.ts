import { seatsCaching } from "@/lib/api/content-caching";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";

export const GET = route({ name: "packages.list", cacheControl: seatsCaching }, () =>
  getBackend().getPackages(),
);
