import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";

export const GET = route({ name: "packages.list" }, () => getBackend().getPackages());
