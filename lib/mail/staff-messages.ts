/**
 * Mails to a staff member about their own desk account: a new way in (a passkey, a password) is
 * announced to the account's address, so a member whose session was taken over hears of it.
 */
import type { Mail } from "./types";

const agencyTime = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  dateStyle: "medium",
  timeStyle: "short",
});

export interface StaffRecipient {
  email: string;
  name: string;
}

function accountMail(member: StaffRecipient, subject: string, lines: string[]): Mail {
  return {
    to: member.email,
    kind: "staff_account",
    // About a staff member, not a visitor: privacy requests never look for it.
    about: null,
    subject,
    text: [`Hello ${member.name},`, "", ...lines, "", "Lavender Compass staff desk"].join("\n"),
  };
}

export function passkeyAddedMail(
  member: StaffRecipient,
  passkeyName: string | null,
  at: Date,
  siteUrl: string,
): Mail {
  return accountMail(member, "A passkey was added to your staff account", [
    `A passkey named “${passkeyName ?? "Unnamed passkey"}” was added to your staff desk account on ${agencyTime.format(at)} ET. It signs in to the desk without your password.`,
    "",
    "If you added it, there is nothing to do.",
    `If you did not, remove it at once on your account page, ${new URL("/staff/account", siteUrl)}, and tell the owner of the desk.`,
  ]);
}

export function passwordChangedMail(
  member: StaffRecipient,
  by: "self" | "owner" | "token",
  at: Date,
): Mail {
  const who = {
    self: "You changed it on your account page",
    owner: "The owner of the desk set it for you",
    token: "It was set with the staff command line",
  }[by];
  return accountMail(member, "Your staff desk password was changed", [
    `The password of your staff desk account was changed on ${agencyTime.format(at)} ET. ${who}; every other session of yours was ended.`,
    "",
    "If you did not expect this, tell the owner of the desk at once.",
  ]);
}
