/**
 * The buyer's hold cookie: the hold token of the checkout they started last, so that starting
 * another gives the first one's seats back at once. HTTP-only, this site only, gone when the hold
 * ends. Read and written by the checkout route, the booking server action and the cancel link.
 */
import "server-only";
import { cookies } from "next/headers";
import { getConfig } from "../config";
import { holdTokenSchema } from "../contract";

export const HOLD_COOKIE = "lavender-checkout-hold";
/**
 * The same token kept longer: the proof that this browser started the checkout, without which the
 * status read gives no private booking link (a checkout's id is shown on the desk and in staff
 * mails, so the id alone must never open the booking).
 */
export const RECEIPT_COOKIE = "lavender-checkout-receipt";
/** As long as the status read gives a paid checkout's link (LINK_SHOWN_MS), and the hold before it. */
const RECEIPT_SECONDS = 2 * 60 * 60;

/** The hold token the browser keeps, when it keeps a well-formed one. */
export async function readHoldCookie(): Promise<string | undefined> {
  const value = (await cookies()).get(HOLD_COOKIE)?.value;
  return holdTokenSchema.safeParse(value).data;
}

export async function rememberHold(token: string): Promise<void> {
  const { SITE_URL, CHECKOUT_HOLD_MINUTES } = getConfig();
  (await cookies()).set(HOLD_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: SITE_URL.startsWith("https:"),
    path: "/",
    maxAge: CHECKOUT_HOLD_MINUTES * 60,
  });
  (await cookies()).set(RECEIPT_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: SITE_URL.startsWith("https:"),
    path: "/",
    maxAge: RECEIPT_SECONDS,
  });
}

/** The token of the checkout this browser started last, as proof for reading its booking link. */
export async function readReceiptCookie(): Promise<string | undefined> {
  const value = (await cookies()).get(RECEIPT_COOKIE)?.value;
  return holdTokenSchema.safeParse(value).data;
}

/** Forgets the hold `token` (or any) the browser keeps. */
export async function forgetHold(token?: string): Promise<void> {
  const store = await cookies();
  if (token === undefined || store.get(HOLD_COOKIE)?.value === token) store.delete(HOLD_COOKIE);
}
