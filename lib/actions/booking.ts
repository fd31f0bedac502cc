"use server";
/**
 * Book Now and Pay the balance as a server action: what the booking forms call when they are posted
 * before their script ran, or with JavaScript off. It creates the same checkout as
 * POST /api/payments/create-checkout, under the same rate limit, and sends the browser to it.
 */
import { redirect } from "next/navigation";
import { getBackend } from "../backend";
import { getConfig } from "../config";
import { checkoutOrderSchema } from "../contract";
import { slugSchema } from "../contract/common";
import type { CreateCheckoutResponse } from "../contract/checkout";
import { readHoldCookie, rememberHold } from "../payments/hold-cookie";
import { guardAction } from "./guard";
import type { ActionState } from "./state";

const startCheckoutGuarded = guardAction(
  {
    name: "payments.create-checkout",
    input: checkoutOrderSchema,
    fields: [
      "package_id",
      "departure_id",
      "travelers",
      "booking_token",
      "email",
      "carbon_offset",
      "credit_code",
    ],
    labels: {
      departure_id: "Departure",
      travelers: "Travelers",
      email: "E-mail",
      carbon_offset: "Carbon offset",
      credit_code: "Travel credit code",
    },
  },
  // The checkout comes back to SITE_URL, never to the host the request names (Host and
  // X-Forwarded-Host are the client's to write).
  async (order, client) => {
    // The buyer's earlier checkout, if the browser still keeps it, gives its seats back.
    const replaces = await readHoldCookie();
    const opened = await getBackend().createCheckout(
      { ...order, replaces, origin: getConfig().SITE_URL },
      client,
    );
    if (opened.hold_token) await rememberHold(opened.hold_token);
    return opened;
  },
);

/**
 * The enquiry a party too large to book online is sent to: the checkout's refusal names it, with
 * the package, departure and party filled in (lib/bookings/hold-rules.ts groupEnquiryPath).
 */
const groupEnquiry = /(\/contact\?package=[\w-]+(?:&departure=[\w-]+)?(?:&travelers=\d+)?)$/;

/**
 * Without JavaScript the price summary cannot follow the choices, so the form's "Update the price"
 * button posts here too: the page comes back at an address that names the choices (nothing is
 * booked or held), and the server prices them.
 */
function showPrice(form: FormData): never {
  const id = slugSchema.safeParse(form.get("package_id"));
  if (!id.success) redirect("/packages");
  const choices = new URLSearchParams();
  for (const name of ["departure_id", "travelers", "carbon_offset"]) {
    const value = form.get(name);
    if (typeof value === "string" && /^[\w-]{1,120}$/.test(value)) choices.set(name, value);
  }
  redirect(`/packages/${id.data}/book?${choices}`);
}

export async function startCheckout(
  previous: ActionState<CreateCheckoutResponse>,
  form: FormData,
): Promise<ActionState<CreateCheckoutResponse>> {
  if (form instanceof FormData && form.get("intent") === "price") showPrice(form);
  const state = await startCheckoutGuarded(previous, form);
  // Outside the guard: redirect() throws to hand the browser over, which the guard would catch.
  if (state.status === "done") redirect(state.data.url);
  if (state.status === "failed" && state.error.code === "bad_request") {
    const enquiry = groupEnquiry.exec(state.error.message);
    if (enquiry) redirect(enquiry[1]!);
  }
  return state;
}
