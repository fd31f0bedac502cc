// Reads stored enquiries straight from the database, the ground truth for "nothing was lost".
// The staff API lists only the newest 500 enquiries, too few to account for 2,000; it is checked
// separately. PGlite belongs to one process, so the site must be stopped before this reads it.
import path from "node:path";

/** The messages of stored enquiries that start with prefix. */
export async function storedMessages({ dataDir, databaseUrl }, prefix) {
  const sql = "select message from inquiries where message like $1";
  const like = `${prefix}%`;
  if (databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, [like])).rows.map((row) => row.message);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return (await db.query(sql, [like])).rows.map((row) => row.message);
  } finally {
    await db.close();
  }
}

/** What the staff API shows: { count, messages } of the enquiries it lists. */
export async function staffListed(site, token) {
  const response = await fetch(`${site.url}/api/staff/inquiries`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`staff API answered ${response.status}`);
  const rows = await response.json();
  return { count: rows.length, messages: rows.map((row) => row.message) };
}
