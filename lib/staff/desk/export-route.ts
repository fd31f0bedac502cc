/**
 * The route handlers of a desk list's CSV export (app/api/staff/<list>/export/route.ts): a POST
 * with the list's search and filters (the desk's form or JSON), staff only (the owner only for an
 * owner's list), audited; a GET, which a link from another site could make, answers 405 and
 * records nothing. A remote-mode front refuses it (./front.ts).
 */
import "server-only";
import { postOnly, route } from "../../api/handler";
import { ownerActorOf, staffActorOf } from "../../auth/actor";
import { getDb } from "../../db/client";
import { csvResponse, toCsv } from "../csv";
import { EXPORT_NEEDS_POST } from "./columns";
import { exportDeskList } from "./export";
import { refuseOnRemoteFront } from "./front";
import type { AnyDeskList } from "./list";

export function deskExportRoute(list: AnyDeskList) {
  const { body, filterOf, ownerOnly, file, columns } = list.export;
  return {
    POST: route(
      { name: `staff.${list.export.action.split("/")[3]}.export`, staff: true, body, form: true },
      async ({ request, body }) => {
        refuseOnRemoteFront();
        const actor = await (ownerOnly ? ownerActorOf : staffActorOf)(request.headers);
        const rows = await exportDeskList(await getDb(), list, filterOf(body), actor);
        return csvResponse(file, toCsv(columns, rows));
      },
    ),
    GET: postOnly(EXPORT_NEEDS_POST),
  };
}
