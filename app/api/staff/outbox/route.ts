import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { outboxPageQuerySchema } from "@/lib/contract";

// Newest first; `?before=<id>&limit=` reads the next page (npm run staff -- outbox --all).
export const GET = route(
  { name: "staff.outbox", staff: true, query: outboxPageQuerySchema },
  ({ query }) => getBackend().listOutbox(query),
);
