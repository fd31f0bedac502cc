import { z } from "zod";
import { route } from "@/lib/api/handler";
import { getBackend } from "@/lib/backend";
import { bookingTokenSchema } from "@/lib/contract";

/** The traveler's booking behind its private link: the token is the only key. */
export const GET = route(
  { name: "bookings.view", params: z.object({ token: bookingTokenSchema }) },
  ({ params }) => getBackend().getBooking(params.token),
);
