"use server";
/**
 * The owner's answers to a visitor's privacy requests: find what is stored about an e-mail address,
 * and erase it once the owner has typed the address a second time. The address travels in the
 * form's body, so it stays out of URLs, server logs and browser history. Works without scripts:
 * the page's form posts here and is rendered again with the answer.
 */
import { z } from "zod";
import { enforceRateLimit, toApiError } from "../api/handler";
import { isOwner } from "../auth/actor";
import { requireStaffMember } from "../auth/current";
import { visitorEmailSchema, type VisitorErasure, type VisitorRecord } from "../contract";
import { getDb } from "../db/client";
import { lookUpVisitor } from "../db/queries/visitor-data";
import { eraseVisitor } from "../db/queries/visitor-erasure";
import { normalizeEmail } from "../privacy/visitor-key";
import { sameSiteHeaders } from "./same-site";

export interface PrivacyState {
  /** The address as the owner typed it, to fill the form in again. */
  email?: string;
  record?: VisitorRecord;
  /** What the last erasure removed, with no address. */
  erased?: VisitorErasure;
  error?: string;
  /** The second address typed to confirm an erasure did not match. */
  confirmError?: string;
}

const intentSchema = z.enum(["find", "erase"]).catch("find");

export async function answerPrivacyRequest(
  _previous: PrivacyState,
  form: FormData,
): Promise<PrivacyState> {
  const member = await requireStaffMember();
  const typed = String(form.get("email") ?? "").slice(0, 254);
  if (!isOwner(member))
    return { error: "Only the owner of the staff desk answers privacy requests." };
  try {
    await sameSiteHeaders();
    await enforceRateLimit("staff.privacy", { address: `staff:${member.id}` });
    const parsed = visitorEmailSchema.safeParse(typed);
    if (!parsed.success) {
      return { email: typed, error: parsed.error.issues[0]?.message ?? "Type an e-mail address" };
    }
    const email = parsed.data;
    const db = await getDb();
    if (intentSchema.parse(form.get("intent")) === "erase") {
      const confirmation = String(form.get("confirm") ?? "").slice(0, 254);
      if (normalizeEmail(confirmation) !== normalizeEmail(email)) {
        return {
          email,
          record: await lookUpVisitor(db, email, member),
          confirmError: "The address typed to confirm is not the same. Nothing was erased.",
        };
      }
      return { erased: await eraseVisitor(db, email, member) };
    }
    return { email, record: await lookUpVisitor(db, email, member) };
  } catch (error) {
    return { email: typed, error: toApiError(error, "staff.privacy").message };
  }
}
