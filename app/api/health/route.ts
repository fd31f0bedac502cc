import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";

export const GET = route({ name: "health" }, async () => {
  const health = await getBackend().getHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});
