/** The newsletter's mails: the confirmation link a new address gets, and an issue to a subscriber. */
import { ONE_CLICK_BODY } from "../contract/newsletter";
import type { Mail } from "./types";

/** The page with the "Confirm subscription" button; opening it confirms nothing. */
export const confirmPath = (token: string) =>
  `/newsletter/confirm?token=${encodeURIComponent(token)}`;

/** The page with the "Unsubscribe" button, linked from every issue's text. */
export const unsubscribePath = (token: string) =>
  `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** Where a mail provider POSTs the one-click unsubscribe (RFC 8058): the List-Unsubscribe header. */
export const oneClickUnsubscribePath = (token: string) =>
  `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

export function newsletterConfirmation(email: string, token: string, origin: string): Mail {
  return {
    to: email,
    kind: "newsletter_confirm",
    about: email,
    subject: "Please confirm your Lavender Compass newsletter subscription",
    text: [
      "Hello,",
      "",
      "Someone, hopefully you, asked for the Lavender Compass newsletter to be sent to this address. To confirm, open this link and press Confirm subscription:",
      `${origin}${confirmPath(token)}`,
      "",
      "If it was not you, ignore this mail: without your confirmation we send you nothing more.",
      "",
      "With warm regards,",
      "The Lavender Compass concierge",
    ].join("\n"),
  };
}

export interface NewsletterIssue {
  /** One line; line breaks are turned into spaces. */
  subject: string;
  text: string;
}

/** An issue to one confirmed subscriber, with their own unsubscribe link in the text and headers. */
export function newsletterIssueMail(
  issue: NewsletterIssue,
  subscriber: { email: string; unsubscribeToken: string },
  origin: string,
): Mail {
  const { email, unsubscribeToken } = subscriber;
  return {
    to: email,
    kind: "newsletter",
    about: email,
    subject: issue.subject.replace(/[\r\n]+/g, " ").trim(),
    text: [
      issue.text.replace(/\r\n?/g, "\n").trimEnd(),
      "",
      "--",
      "You receive the Lavender Compass newsletter because you subscribed and confirmed this address.",
      `Unsubscribe at any time: ${origin}${unsubscribePath(unsubscribeToken)}`,
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${origin}${oneClickUnsubscribePath(unsubscribeToken)}>`,
      "List-Unsubscribe-Post": ONE_CLICK_BODY,
    },
  };
}
