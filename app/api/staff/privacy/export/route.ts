import { route } from "@/lib/api/handler";
import { ownerActorOf } from "@/lib/auth/actor";
import { getDb } from "@/lib/db/client";
import { exportVisitor } from "@/lib/db/queries/visitor-data";
import { readVisitorEmail } from "@/lib/privacy/request";
import { visitorKey } from "@/lib/privacy/visitor-key";

// Everything stored about one visitor as a JSON download, for the owner (a plain form post from
// the privacy page, or JSON { email } from a script). The e-mail travels in the body, never in
// the address, and the file is named by the visitor's key.
export const POST = route({ name: "staff.privacy.export", staff: true }, async ({ request }) => {
  const actor = await ownerActorOf(request.headers);
  const email = await readVisitorEmail(request);
  const exported = await exportVisitor(await getDb(), email, actor);
  const day = exported.exported_at.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="visitor-${visitorKey(email)}-${day}.json"`,
      "cache-control": "no-store",
    },
  });
});
