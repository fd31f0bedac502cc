/**
 * Creates staff accounts through better-auth's own server context: the library hashes the
 * password and stores only the hash, exactly as its sign-up would. Public sign-up stays off, so
 * this (behind the staff token) is the only way in. The first account is the owner.
 */
import "server-only";
import { ApiError } from "../api/errors";
import type { StaffUser, StaffUserInput } from "../contract";
import type { StaffAuth } from "./server";

export async function createStaffAccount(
  auth: StaffAuth,
  input: StaffUserInput,
): Promise<StaffUser> {
  const context = await auth.$context;
  const email = input.email.toLowerCase();
  if (await context.internalAdapter.findUserByEmail(email)) {
    throw new ApiError("conflict", "A staff account with this e-mail already exists");
  }
  const role = (await context.internalAdapter.countTotalUsers()) === 0 ? "owner" : "staff";
  const hash = await context.password.hash(input.password);
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: input.name ?? email.split("@")[0] ?? email,
      emailVerified: true,
      role,
    },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { id: user.id, email: user.email, name: user.name, role };
}
