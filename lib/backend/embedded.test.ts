/**
 * The embedded catalogue read leaves out a departure the agency cancelled on every read: the API's
 * (live, with seats held) and a page render's (the packages page, the home page), on PGlite and
 * PostgreSQL; a build, which has no bookings, reads none.
 */
import type { Catalog } from "../content/catalog";
import type { Connection } from "../db/client";
import { cancelDepartureRecord } from "../db/queries/cancellations";
import { addDays, isoDay } from "../bookings/money";
import { databaseTargets, openTestDatabase, yacht } from "../test-support/databases";
import { createEmbeddedBackend } from "./embedded";
import { readingLive } from "./live-reads";

const current = {} as { db: Connection["db"] };
jest.mock("../db/client", () => ({
  ...jest.requireActual("../db/client"),
  getDb: async () => current.db,
}));

const SOON = "yacht-soon";
const LATER = "yacht-later";
const trip = {
  ...yacht,
  departures: [
    { id: SOON, starts_on: addDays(isoDay(), 40), seats_left: 8 },
    { id: LATER, starts_on: addDays(isoDay(), 80), seats_left: 8 },
  ],
};
const catalog = {
  packages: [trip],
  departureSeats: new Map([
    [SOON, 8],
    [LATER, 8],
  ]),
};
const backend = createEmbeddedBackend(() => catalog as unknown as Catalog);
const departuresOf = (packages: { departures: { id: string }[] }[]) =>
  packages[0]!.departures.map((departure) => departure.id);

describe.each(databaseTargets)("the catalogue's departures on %s", (_name, databaseUrl) => {
  let connection: Connection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ connection, cleanup } = await openTestDatabase(databaseUrl));
    current.db = connection.db;
    await connection.db.execute("truncate cancelled_departures");
  });
  afterAll(() => cleanup());

  it("leaves out a cancelled departure on a page render and on an API read alike", async () => {
    expect(departuresOf(await backend.getPackages())).toEqual([SOON, LATER]);
    await cancelDepartureRecord(connection.db, {
      departureId: SOON,
      reason: "unsafe_conditions",
      cancelledById: "staff-ellis",
      cancelledByName: "Ellis Warden",
    });
    expect(departuresOf(await backend.getPackages())).toEqual([LATER]);
    expect(departuresOf(await readingLive(() => backend.getPackages()))).toEqual([LATER]);
  });

  it("reads no bookings while the site is being built", async () => {
    process.env.NEXT_PHASE = "phase-production-build";
    try {
      jest.resetModules();
      const { createEmbeddedBackend: atBuild } = await import("./embedded");
      const built = atBuild(() => catalog as unknown as Catalog);
      expect(departuresOf(await built.getPackages())).toEqual([SOON, LATER]);
    } finally {
      delete process.env.NEXT_PHASE;
    }
  });
});
