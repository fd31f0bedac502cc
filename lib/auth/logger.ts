/**
 * The auth library's log lines, without personal data. The library logs whole error objects and,
 * for a database failure, the driver's message, which carries the query's parameters: the e-mail
 * address a member typed. Only the first line of a message is kept (a query's parameters follow on
 * the next), anything shaped like an address is replaced, and an error argument is reduced to its
 * class and code.
 */
import "server-only";
import type { BetterAuthOptions } from "better-auth";

const ADDRESS = /[^\s@"'`<>()[\],;:]+@[^\s@"'`<>()[\],;:]+/g;

export function withoutPersonalData(message: string): string {
  const firstLine = message.split(/\r?\n/, 1)[0] ?? "";
  return firstLine
    .replace(/\bparams:.*$/i, "params: (left out)")
    .replace(ADDRESS, "(an address)")
    .slice(0, 300);
}

function describeArgument(value: unknown): string | null {
  if (!(value instanceof Error)) return null;
  const code = (value as { code?: unknown }).code;
  return `${value.name}${typeof code === "string" ? ` (${code})` : ""}`;
}

export const authLogger: NonNullable<BetterAuthOptions["logger"]> = {
  level: "error",
  log: (level, message, ...args) => {
    const errors = args.map(describeArgument).filter((text): text is string => text !== null);
    const line = [withoutPersonalData(String(message)), ...errors].filter(Boolean).join(": ");
    console.error(`[auth] ${level}: ${line}`);
  },
};
