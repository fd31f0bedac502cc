import { z } from "zod";
import { route } from "@/lib/api/handler";
import { staffActorOf } from "@/lib/auth/actor";
import { getBackend } from "@/lib/backend";
import { bookingReferenceSchema } from "@/lib/contract";

// The audit log names the staff member signed in, or "Staff token" for the command line.
export const POST = route(
  {
    name: "staff.bookings.renew-link",
    staff: true,
    params: z.object({ reference: bookingReferenceSchema }),
  },
  async ({ params, request }) =>
    getBackend().renewBookingLink(params.reference, await staffActorOf(request.headers)),
);
