/** A staff member's passkey: the name they give it, and the id the account page removes it by. */
import { z } from "zod";

export const PASSKEY_NAME_MAX_LENGTH = 60;

/** A name the member will recognise in their list, e.g. "Work laptop". */
export const passkeyNameSchema = z
  .string("Give the passkey a name")
  .trim()
  .min(1, "Give the passkey a name, such as “Work laptop”")
  .max(PASSKEY_NAME_MAX_LENGTH, `Keep the name to ${PASSKEY_NAME_MAX_LENGTH} characters or fewer`);

export const passkeyIdSchema = z.string().trim().min(1).max(100);

/** singleDevice: kept on one device only; multiDevice: synced between the member's devices. */
export type PasskeyDeviceType = "singleDevice" | "multiDevice";
