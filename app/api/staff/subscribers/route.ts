import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { subscriberPageQuerySchema } from "@/lib/contract";

// Newest first; `?before=<email>&limit=` reads the next page (npm run staff -- subscribers --all).
export const GET = route(
  { name: "staff.subscribers", staff: true, query: subscriberPageQuerySchema },
  ({ query }) => getBackend().listSubscribers(query),
);
