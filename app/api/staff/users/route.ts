// Creates a staff account for the desk (`npm run staff -- add-user`); the staff token alone may.
import { route } from "@/lib/api/handler";
import { createStaffAccount } from "@/lib/auth/accounts";
import { STAFF_TOKEN_ACTOR } from "@/lib/auth/actor";
import { getStaffAuth } from "@/lib/auth/server";
import { staffUserInputSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";

export const POST = route(
  { name: "staff.users.create", staff: "token", body: staffUserInputSchema, status: 201 },
  async ({ body }) =>
    createStaffAccount(await getStaffAuth(), await getDb(), body, STAFF_TOKEN_ACTOR),
);
