// Enables a disabled staff account again (`npm run staff -- enable-user --email E`); staff token only.
import { route } from "@/lib/api/handler";
import { enableStaffAccount } from "@/lib/auth/account-changes";
import { STAFF_TOKEN_ACTOR } from "@/lib/auth/actor";
import { staffAccountRefSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";

export const POST = route(
  { name: "staff.users.enable", staff: "token", body: staffAccountRefSchema },
  async ({ body }) => enableStaffAccount(await getDb(), { email: body.email }, STAFF_TOKEN_ACTOR),
);
