import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { mailIdSchema } from "@/lib/contract";
import { staffActorOf } from "@/lib/auth/actor";

// A failed mail back in the queue, sent at once (npm run staff -- resend <mail-id>); 409 otherwise.
export const POST = route(
  { name: "staff.outbox.resend", staff: true, params: z.object({ id: mailIdSchema }) },
  async ({ params, request }) =>
    getBackend().resendMail(params.id, await staffActorOf(request.headers)),
);
