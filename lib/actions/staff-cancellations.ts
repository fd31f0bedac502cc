"use server";
/**
 * The desk's cancellations: approving a traveler's request (supplier costs and their reason),
 * cancelling on the agency's behalf (one booking, or its whole departure, from the booking's page
 * or the departure's manifest), and trying a refused refund again. A signed-in member's session
 * only, from the site's own pages, rate-limited per member like the API; each settlement is
 * audited in the transaction that makes it. A post that finds nothing to change (the booking was
 * settled meanwhile, no request waits, the departure was already cancelled) goes back to its page
 * saying so, since the form it came from is no longer there to show an error.
 */
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { enforceRateLimit, toApiError } from "../api/handler";
import { requireStaffMember } from "../auth/current";
import type { StaffMember } from "../auth/session";
import { agencyReasonSchema } from "../bookings/agency-reasons";
import { getCancellationDesk } from "../bookings/cancellation-service";
import type { SettleOutcome } from "../bookings/cancellation-desk";
import { isoDay } from "../bookings/money";
import { isCancelled } from "../bookings/status";
import { getCatalog } from "../content/catalog";
import { bookingReferenceSchema, departureIdSchema } from "../contract";
import { getDb } from "../db/client";
import { getDeskBooking } from "../db/queries/booking-desk";
import { findCancellation, isDepartureCancelled } from "../db/queries/cancellations";
import { findDeparture } from "../db/queries/departure-manifest";
import { AMOUNT_FORMAT_MESSAGE, parseDollars } from "../staff/amounts";
import type { UnchangedBooking } from "../staff/unchanged";
import { kickMailDelivery } from "../mail/delivery";
import { sameSiteHeaders } from "./same-site";

export interface CancellationFormState {
  error?: string;
}

async function requireMember(): Promise<StaffMember> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  await enforceRateLimit("staff.bookings.cancel", { address: `staff:${member.id}` });
  return member;
}

async function requireDesk(form: FormData): Promise<[StaffMember, string]> {
  const member = await requireMember();
  const reference = bookingReferenceSchema.safeParse(form.get("reference")).data;
  if (!reference) redirect("/staff/bookings");
  return [member, reference];
}

const approvalSchema = z.object({
  supplier_costs_reason: z.string().trim().max(500),
});

const agencySchema = z.object({
  reason: agencyReasonSchema,
  note: z.string().trim().max(500),
  scope: z.enum(["booking", "departure"]),
  confirm: z.literal("yes", { error: "tick the box to confirm the cancellation" }),
});

const departureSchema = agencySchema.omit({ scope: true });

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Where the desk goes once a settlement was tried: the booking, saying what became of it. */
function settled(reference: string, outcome: SettleOutcome): never {
  void kickMailDelivery();
  redirect(
    `/staff/bookings/${reference}?cancellation=${outcome.status === "settled" ? "settled" : "refused"}`,
  );
}

/**
 * Why a refused post changed nothing, read again from the booking once the desk refused it: it was
 * settled meanwhile, no request waits for approval, or its refund is already being made; undefined
 * for any other refusal (the form is still there to show it).
 */
async function unchangedBooking(
  error: unknown,
  reference: string,
  approving: boolean,
): Promise<UnchangedBooking | undefined> {
  if ((error as { code?: unknown } | null)?.code !== "conflict") return undefined;
  const db = await getDb();
  const booking = await getDeskBooking(db, reference);
  if (!booking) return undefined;
  if (isCancelled(booking.status)) return "cancelled";
  if ((await findCancellation(db, booking.id))?.state === "refunding") return "refunding";
  if (approving && booking.status !== "cancellation_requested") return "no-request";
  return undefined;
}

export async function approveCancellation(
  _previous: CancellationFormState,
  form: FormData,
): Promise<CancellationFormState> {
  const [member, reference] = await requireDesk(form);
  const supplierCosts = parseDollars(field(form, "supplier_costs"));
  if (supplierCosts === undefined) return { error: AMOUNT_FORMAT_MESSAGE };
  const parsed = approvalSchema.safeParse({
    supplier_costs_reason: field(form, "supplier_costs_reason"),
  });
  if (!parsed.success) {
    return { error: "Say what the supplier costs are in at most 500 characters." };
  }
  let outcome: SettleOutcome;
  try {
    outcome = await getCancellationDesk().approve(
      reference,
      { supplierCosts, reason: parsed.data.supplier_costs_reason },
      member,
    );
  } catch (error) {
    const unchanged = await unchangedBooking(error, reference, true);
    if (unchanged) redirect(`/staff/bookings/${reference}?unchanged=${unchanged}`);
    return { error: toApiError(error, "staff.bookings.cancel").message };
  }
  settled(reference, outcome);
}

export async function cancelForAgency(
  _previous: CancellationFormState,
  form: FormData,
): Promise<CancellationFormState> {
  const [member, reference] = await requireDesk(form);
  const parsed = agencySchema.safeParse({
    reason: field(form, "reason"),
    note: field(form, "note"),
    scope: field(form, "scope") || "booking",
    confirm: field(form, "confirm"),
  });
  if (!parsed.success) {
    return { error: `Not cancelled: ${parsed.error.issues[0]?.message ?? "check the form"}.` };
  }
  const { reason, note, scope } = parsed.data;
  const desk = getCancellationDesk();
  let done: string;
  try {
    if (scope === "booking") {
      const outcome = await desk.cancelByAgency(reference, { reason, note }, member);
      done = `cancellation=${outcome.status === "settled" ? "settled" : "refused"}`;
    } else {
      const booking = await getDeskBooking(await getDb(), reference);
      if (!booking?.departure_id) return { error: "This booking has no departure to cancel." };
      const result = await desk.cancelDeparture(booking.departure_id, { reason, note }, member);
      departureTakenOffSale();
      done = `departure=cancelled&settled=${result.settled.length}&refused=${result.refused.length}`;
    }
  } catch (error) {
    const unchanged = await unchangedBooking(error, reference, false);
    if (unchanged) redirect(`/staff/bookings/${reference}?unchanged=${unchanged}`);
    return { error: toApiError(error, "staff.bookings.cancel").message };
  }
  void kickMailDelivery();
  redirect(`/staff/bookings/${reference}?${done}`);
}

/**
 * Every page that lists departures (the packages, the home page, destinations, compare, about,
 * contact) is rendered afresh on its next visit, so a cancelled departure is not offered for the
 * rest of the pages' five-minute revalidation.
 */
function departureTakenOffSale() {
  revalidatePath("/", "layout");
}

/**
 * The agency cancels a whole departure from its manifest, whatever its bookings (none, one or
 * many): each is refunded in full with the $500 credit, the departure is sold no more and its open
 * checkouts are closed. Only an upcoming departure of the catalog not already cancelled; a
 * departure already cancelled, or gone by, goes back to its manifest saying nothing changed.
 */
export async function cancelWholeDeparture(
  _previous: CancellationFormState,
  form: FormData,
): Promise<CancellationFormState> {
  const member = await requireMember();
  const departureId = departureIdSchema.safeParse(form.get("departure_id")).data;
  const found = departureId ? findDeparture(getCatalog().packages, departureId) : undefined;
  if (!departureId || !found) redirect("/staff/departures");
  const manifest = `/staff/departures/${departureId}`;
  const parsed = departureSchema.safeParse({
    reason: field(form, "reason"),
    note: field(form, "note"),
    confirm: field(form, "confirm"),
  });
  if (!parsed.success) {
    return { error: `Not cancelled: ${parsed.error.issues[0]?.message ?? "check the form"}.` };
  }
  if (found.departure.starts_on < isoDay()) redirect(`${manifest}?unchanged=departed`);
  if (await isDepartureCancelled(await getDb(), departureId)) {
    redirect(`${manifest}?unchanged=cancelled`);
  }
  let done: string;
  try {
    const { reason, note } = parsed.data;
    const result = await getCancellationDesk().cancelDeparture(
      departureId,
      { reason, note },
      member,
    );
    departureTakenOffSale();
    done = `departure=cancelled&settled=${result.settled.length}&refused=${result.refused.length}`;
  } catch (error) {
    return { error: toApiError(error, "staff.bookings.cancel").message };
  }
  void kickMailDelivery();
  redirect(`${manifest}?${done}`);
}

/** "Try the refund again": a plain form; the page shows what became of it. */
export async function retryCancellationRefund(form: FormData): Promise<void> {
  const [member, reference] = await requireDesk(form);
  let outcome: SettleOutcome;
  try {
    outcome = await getCancellationDesk().retry(reference, member);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== "conflict") throw error;
    redirect(`/staff/bookings/${reference}`);
  }
  settled(reference, outcome);
}
