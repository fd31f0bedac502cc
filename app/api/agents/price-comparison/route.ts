import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { priceComparisonRequestSchema } from "@/lib/contract";

export const POST = route(
  { name: "agents.price-comparison", body: priceComparisonRequestSchema },
  ({ body, client }) => getBackend().comparePrices(body, client),
);
