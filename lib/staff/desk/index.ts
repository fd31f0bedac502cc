/** Every desk list with a search, filters and an export, by its name on the desk. */
import "server-only";
import { auditDesk } from "./audit";
import { bookingsDesk } from "./bookings";
import { creditsDesk } from "./credits";
import { enquiriesDesk } from "./enquiries";
import { mailDesk } from "./mail";
import { subscribersDesk } from "./subscribers";

export { auditDesk, bookingsDesk, creditsDesk, enquiriesDesk, mailDesk, subscribersDesk };

export const DESK_LISTS = {
  enquiries: enquiriesDesk,
  bookings: bookingsDesk,
  credits: creditsDesk,
  mail: mailDesk,
  subscribers: subscribersDesk,
  audit: auditDesk,
} as const;
