"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, type FormEvent } from "react";
import { FormRefusal } from "@/components/ui/form-refusal";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/components/ui/api-client";
import { buttonClass } from "@/components/ui/button-link";
import { addDays } from "@/lib/bookings/money";
import { formatDateRange, formatLongDate } from "@/lib/format";
import { EnquiryInput, EnquiryTextarea } from "./enquiry-field";
import {
  enquiryDefaults,
  enquiryFields,
  enquiryValuesOf,
  useEnquiry,
  type EnquiryValues,
} from "./enquiry-provider";

export interface PackageChoice {
  id: string;
  name: string;
  duration_days: number;
  departures: { id: string; starts_on: string }[];
}

/**
 * What a link to the enquiry names, as the catalog confirms it: ?package=<id>, and from the
 * booking step ?departure=<id> and ?travelers=<n> (a group too large to book online). Anything
 * the catalog does not know is left out, never guessed.
 */
export function requestedTrip(search: string, packages: PackageChoice[]) {
  const query = new URLSearchParams(search);
  const chosen = packages.find((pkg) => pkg.id === query.get("package"));
  if (!chosen) return null;
  const departure = chosen.departures.find((option) => option.id === query.get("departure"));
  const count = Number(query.get("travelers"));
  const travelers = Number.isInteger(count) && count >= 1 && count <= 50 ? count : undefined;
  const dates = departure
    ? formatDateRange(departure.starts_on, addDays(departure.starts_on, chosen.duration_days - 1))
    : undefined;
  const message = [
    `I'd like to book the ${chosen.name} package`,
    dates ? `, departing ${formatLongDate(departure!.starts_on)}` : "",
    travelers ? `, for ${travelers} ${travelers === 1 ? "traveler" : "travelers"}` : "",
    ".",
  ].join("");
  return { message, dates, travelers };
}

const sent = "Thank you! We'll get back to you within 24 hours.";
const failed = "Failed to submit inquiry. Please try again.";

/** Puts every field back to its default, whatever the page was rendered with. */
function clearFields(form: HTMLFormElement | null) {
  for (const field of enquiryFields) {
    const control = form?.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      control.value = enquiryDefaults[field];
  }
}

/**
 * Sends an enquiry; checks are the browser's own (required, type=email, min=1). The fields are the
 * browser's own (uncontrolled) and read when the form is sent, so what autofill or the visitor put
 * in them before the scripts ran is never written over. Once its script runs the form posts to the
 * API and answers with a toast; posted before that, or without JavaScript, it goes to the enquiry
 * server action, which answers with a redirect to /contact/sent (so a reload sends nothing again),
 * or brings the page back with the visitor's fields and the reason it was refused.
 */
export function EnquiryForm({
  packages,
  sentBefore = false,
}: {
  packages: PackageChoice[];
  /** The page a post made without the script lands on: it thanks the visitor. */
  sentBefore?: boolean;
}) {
  const { posted, postAction, fillMessage, formRef } = useEnquiry();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sending = useMutation({
    mutationFn: (enquiry: EnquiryValues) =>
      postJson("/api/inquiries", { ...enquiry, travelers_count: Number(enquiry.travelers_count) }),
    onSuccess: () => {
      toast.success(sent);
      clearFields(formRef.current);
    },
    onError: () => toast.error(failed),
  });

  // A disabled button loses the keyboard focus; after a failure it gets it back to try again.
  useEffect(() => {
    if (sending.isError) buttonRef.current?.focus();
  }, [sending.isError]);

  // A link may name a package, and a departure and party: the form starts with them, and
  // keeps what the visitor already put in those fields.
  useEffect(() => {
    const trip = requestedTrip(window.location.search, packages);
    if (!trip) return;
    fillMessage(trip.message);
    const field = (name: keyof EnquiryValues) => formRef.current?.elements.namedItem(name);
    const dates = field("travel_dates");
    if (trip.dates && dates instanceof HTMLInputElement && !dates.value) dates.value = trip.dates;
    const count = field("travelers_count");
    if (trip.travelers && count instanceof HTMLInputElement && count.value === "1")
      count.value = String(trip.travelers);
  }, [packages, fillMessage, formRef]);

  // Set at once on the first submit, not on the next render: a double click or a second Enter
  // before the button is disabled would otherwise send the enquiry twice.
  const inFlight = useRef(false);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    sending.mutate(enquiryValuesOf(event.currentTarget), {
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }

  // The answer to a post made without the script, until the visitor sends again with it.
  const answer = sending.isIdle && posted.status === "failed" ? posted : null;
  const thanked = sending.isIdle && sentBefore && posted.status === "idle";
  const refusedField = answer?.invalid;
  // Fixed for the page's life: a default that changed later would rewrite an untouched field.
  const typed = posted.status === "failed" ? posted.fields : {};

  const bind = (field: keyof EnquiryValues) => ({
    id: `enquiry-${field.replace("_", "-")}`,
    name: field,
    defaultValue: typed[field] ?? enquiryDefaults[field],
    autoFocus: field === refusedField,
  });

  return (
    <form
      ref={formRef}
      action={postAction}
      onSubmit={submit}
      aria-labelledby="enquiry-heading"
      className="scroll-mt-24 rounded-3xl border border-lavender-100 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="enquiry-heading" className="text-3xl font-semibold text-aubergine">
        Send us an enquiry
      </h2>
      <p className="mt-2 text-muted">
        Fields marked <span className="text-rose-700">*</span> are required.
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        <EnquiryInput label="Name" required autoComplete="name" {...bind("name")} />
        <EnquiryInput label="Email" type="email" required autoComplete="email" {...bind("email")} />
        <EnquiryInput label="Phone" type="tel" autoComplete="tel" {...bind("phone")} />
        <EnquiryInput
          label="Destination"
          placeholder="Lisbon, or surprise us"
          {...bind("destination")}
        />
        <EnquiryInput label="Travel dates" placeholder="June 2025" {...bind("travel_dates")} />
        <EnquiryInput
          label="Number of travelers"
          type="number"
          min={1}
          max={50}
          step={1}
          inputMode="numeric"
          {...bind("travelers_count")}
        />
        <EnquiryTextarea
          label="Message"
          required
          rows={6}
          placeholder="Tell us who is traveling, what you love and what matters most to you."
          className="sm:col-span-2"
          {...bind("message")}
        />
      </div>
      {thanked && (
        <p role="status" className="mt-8 rounded-xl bg-lavender-50 px-4 py-3 text-aubergine">
          {sent}
        </p>
      )}
      {answer && <FormRefusal title={failed} reason={answer.error.message} className="mt-8" />}
      <button
        ref={buttonRef}
        type="submit"
        autoFocus={answer !== null && !refusedField}
        disabled={sending.isPending}
        className={buttonClass("primary", "mt-8 w-full sm:w-auto sm:px-10")}
      >
        {sending.isPending ? "Sending..." : "Send Enquiry"}
      </button>
    </form>
  );
}
