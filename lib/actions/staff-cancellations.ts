"use server";
/**
 * The bookings desk's cancellations: approving a traveler's request (supplier costs and their
 * reason), cancelling on the agency's behalf (one booking or its whole departure), and trying a
 * refused refund again. A signed-in member's session only, from the site's own pages, rate-limited
 * per member like the API; each settlement is audited in the transaction that makes it.
 */
import { redirect } from "next/navigation";
import { z } from "zod";
import { enforceRateLimit, toApiError } from "../api/handler";
import { requireStaffMember } from "../auth/current";
import type { StaffMember } from "../auth/session";
import { agencyReasonSchema } from "../bookings/agency-reasons";
import { getCancellationDesk } from "../bookings/cancellation-service";
import type { SettleOutcome } from "../bookings/cancellation-desk";
import { bookingReferenceSchema } from "../contract";
import { getDb } from "../db/client";
import { getDeskBooking } from "../db/queries/booking-desk";
import { kickMailDelivery } from "../mail/delivery";
import { sameSiteHeaders } from "./same-site";

export interface CancellationFormState {
  error?: string;
}

async function requireDesk(form: FormData): Promise<[StaffMember, string]> {
  const member = await requireStaffMember();
  await sameSiteHeaders();
  await enforceRateLimit("staff.bookings.cancel", { address: `staff:${member.id}` });
  const reference = bookingReferenceSchema.safeParse(form.get("reference")).data;
  if (!reference) redirect("/staff/bookings");
  return [member, reference];
}

/** "1,250.50" or "" (none) as minor units; undefined when it is not an amount. */
const dollarsSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/[$,\s]/g, ""))
  .pipe(z.string().regex(/^(\d{1,7}(\.\d{1,2})?)?$/))
  .transform((value) => (value === "" ? 0 : Math.round(Number(value) * 100)));

const approvalSchema = z.object({
  supplier_costs: dollarsSchema,
  supplier_costs_reason: z.string().trim().max(500),
});

const agencySchema = z.object({
  reason: agencyReasonSchema,
  note: z.string().trim().max(500),
  scope: z.enum(["booking", "departure"]),
  confirm: z.literal("yes", { error: "tick the box to confirm the cancellation" }),
});

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

export async function approveCancellation(
  _previous: CancellationFormState,
  form: FormData,
): Promise<CancellationFormState> {
  const [member, reference] = await requireDesk(form);
  const parsed = approvalSchema.safeParse({
    supplier_costs: field(form, "supplier_costs"),
    supplier_costs_reason: field(form, "supplier_costs_reason"),
  });
  if (!parsed.success) {
    return { error: "Supplier costs must be an amount in dollars, such as 350 or 1,250.50." };
  }
  let outcome: SettleOutcome;
  try {
    outcome = await getCancellationDesk().approve(
      reference,
      {
        supplierCosts: parsed.data.supplier_costs,
        reason: parsed.data.supplier_costs_reason,
      },
      member,
    );
  } catch (error) {
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
      done = `departure=cancelled&settled=${result.settled.length}&refused=${result.refused.length}`;
    }
  } catch (error) {
    return { error: toApiError(error, "staff.bookings.cancel").message };
  }
  void kickMailDelivery();
  redirect(`/staff/bookings/${reference}?${done}`);
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
