// Disables a staff account (`npm run staff -- disable-user --email E`): it signs in nowhere and its
// sessions end at once. The staff token alone may; the owner's account is refused (409).
import { route } from "@/lib/api/handler";
import { disableStaffAccount } from "@/lib/auth/account-changes";
import { STAFF_TOKEN_ACTOR } from "@/lib/auth/actor";
import { staffAccountRefSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";

export const POST = route(
  { name: "staff.users.disable", staff: "token", body: staffAccountRefSchema },
  async ({ body }) => disableStaffAccount(await getDb(), { email: body.email }, STAFF_TOKEN_ACTOR),
);
