import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { creditPageQuerySchema } from "@/lib/contract";

// Travel credits, newest first, with what each has left and its uses; `?before=<id>&limit=`.
export const GET = route(
  { name: "staff.credits", staff: true, query: creditPageQuerySchema },
  ({ query }) => getBackend().listCredits(query),
);
