// Signs a staff member out everywhere (`npm run staff -- end-sessions --email E`); staff token only.
import { route } from "@/lib/api/handler";
import { endStaffSessions } from "@/lib/auth/account-changes";
import { STAFF_TOKEN_ACTOR } from "@/lib/auth/actor";
import { staffAccountRefSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";

export const POST = route(
  { name: "staff.users.end-sessions", staff: "token", body: staffAccountRefSchema },
  async ({ body }) => endStaffSessions(await getDb(), { email: body.email }, STAFF_TOKEN_ACTOR),
);
