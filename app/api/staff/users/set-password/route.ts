// Sets a staff account's password (`npm run staff -- set-password --email E --password P`), the
// owner's too (how a locked-out owner gets back in); its sessions end and the member is mailed.
// The staff token alone may; the password travels in the body only and is logged nowhere.
import { route } from "@/lib/api/handler";
import { setStaffPassword } from "@/lib/auth/account-changes";
import { STAFF_TOKEN_ACTOR } from "@/lib/auth/actor";
import { getStaffAuth } from "@/lib/auth/server";
import { staffPasswordInputSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";

export const POST = route(
  { name: "staff.users.set-password", staff: "token", body: staffPasswordInputSchema },
  async ({ body }) =>
    setStaffPassword(
      await getStaffAuth(),
      await getDb(),
      { email: body.email },
      body.password,
      STAFF_TOKEN_ACTOR,
      "token",
    ),
);
