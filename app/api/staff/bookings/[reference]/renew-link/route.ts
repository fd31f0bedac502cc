import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { bookingReferenceSchema } from "@/lib/contract";

export const POST = route(
  {
    name: "staff.bookings.renew-link",
    staff: true,
    params: z.object({ reference: bookingReferenceSchema }),
  },
  ({ params }) => getBackend().renewBookingLink(params.reference),
);
