import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { bookingReferenceSchema } from "@/lib/contract";
import { staffActorOf } from "@/lib/staff/actor";

export const POST = route(
  {
    name: "staff.bookings.renew-link",
    staff: true,
    params: z.object({ reference: bookingReferenceSchema }),
  },
  async ({ params, request }) =>
    getBackend().renewBookingLink(params.reference, await staffActorOf(request.headers)),
);
