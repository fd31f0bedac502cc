/**
 * Travel credit codes: "LCC-" and 16 letters and digits from an alphabet no one misreads (31
 * characters: 79 bits, so a code is never guessed, even without the rate limit on tries). Only the
 * SHA-256 of a code is kept, like booking links: a copy of the database spends no credit.
 */
import { createHash, randomInt } from "node:crypto";

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 16;

/** A new code's 16 characters, as creditCodeSchema normalises a typed one. */
export const newCreditCode = () =>
  Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/** "LCC-7K3M-9Q2P-XW4H-R8TN": how mails and pages write a code. */
export const formatCreditCode = (code: string) => `LCC-${code.match(/.{4}/g)!.join("-")}`;

export const hashCreditCode = (code: string) => createHash("sha256").update(code).digest("hex");

/** The last four characters: enough to tell a traveler's codes apart, nothing to spend. */
export const creditCodeHint = (code: string) => code.slice(-4);
