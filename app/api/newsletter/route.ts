import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { newsletterInputSchema } from "@/lib/contract";

export const POST = route(
  { name: "newsletter.subscribe", body: newsletterInputSchema, status: 201 },
  ({ body, client }) => getBackend().subscribe(body, client),
);
