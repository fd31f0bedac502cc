import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { postOnly, route } from "@/lib/api/handler";
import { staffActorOf } from "@/lib/auth/actor";
import { getCatalog } from "@/lib/content/catalog";
import { departureIdSchema } from "@/lib/contract";
import { getDb } from "@/lib/db/client";
import { exportDepartureManifest } from "@/lib/db/queries/departure-manifest";
import { csvResponse, toCsv } from "@/lib/staff/csv";
import { manifestColumns } from "@/lib/staff/desk/bookings";
import { EXPORT_NEEDS_POST } from "@/lib/staff/desk/columns";
import { refuseOnRemoteFront } from "@/lib/staff/desk/front";

// One departure's manifest as CSV, for the guide: its bookings, travelers, amounts and open
// balances. A POST (the desk's button or the token), audited; an unknown departure is 404.
export const POST = route(
  {
    name: "staff.departures.export",
    staff: true,
    params: z.object({ id: departureIdSchema }),
  },
  async ({ params, request }) => {
    refuseOnRemoteFront();
    const manifest = await exportDepartureManifest(
      await getDb(),
      getCatalog().packages,
      params.id,
      await staffActorOf(request.headers),
    );
    if (!manifest) throw notFound(`Departure "${params.id}"`);
    return csvResponse(
      `manifest-${params.id}`,
      toCsv(manifestColumns(manifest), manifest.bookings),
    );
  },
);

export const GET = postOnly(EXPORT_NEEDS_POST);
