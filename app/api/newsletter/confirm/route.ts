import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { newsletterTokenInputSchema } from "@/lib/contract";

// The confirmation page's button; the link in the mail only opens that page.
export const POST = route(
  { name: "newsletter.confirm", body: newsletterTokenInputSchema },
  ({ body, client }) => getBackend().confirmSubscription(body, client),
);
