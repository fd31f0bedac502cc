/**
 * What the agency does when the law or safety on a booked route changes, and what the traveler
 * may do, as the terms say it for the packages booked here (the client agreement covers custom
 * trips, planned and signed apart): the brief, the alert mails and the staff desk all state these
 * in the same words.
 */
export interface AgencyOption {
  text: string;
  /** The clause it rests on, and where it is on the site. */
  clause: string;
  href: string;
}

export const safetyWatchPromise =
  "We keep watching the law and our safety records for your route. If something material changes before you travel, we e-mail you what changed, on what source, and your options.";

export const agencyOptions: AgencyOption[] = [
  {
    text: "If we judge that your trip can no longer be run safely, we cancel it and refund everything you have paid us, plus a $500 credit toward a future trip.",
    clause: "Terms of Service, section 9",
    href: "/legal/terms#9-changes-and-cancellations-by-us",
  },
  {
    text: "If we believe it can still run safely but you no longer feel safe going, we work with you on another destination first, before any cancellation charge applies.",
    clause: "Terms of Service, section 9",
    href: "/legal/terms#9-changes-and-cancellations-by-us",
  },
];

/** The options as plain-text lines for a mail, each with the full address of its clause. */
export function agencyOptionLines(origin: string): string[] {
  return agencyOptions.map(
    (option) => `- ${option.text} (${option.clause}: ${origin}${option.href})`,
  );
}

/** A telephone link's target: the digits and a leading +, as dialled. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
