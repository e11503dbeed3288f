// RETENTION_DAYS tested with a moved clock (docs/decisions/132-retention-tested-by-moving-rows.md):
// rows moved back in time, the day's claim of the sweep forgotten, a new instance on the same
// database sweeping at its start. Shared by tests/api/retention.test.ts and retention-last-sweep.test.ts.
import { inStoredForm, type TestDatabase } from "./database";

const DAY_MS = 24 * 60 * 60_000;

/** Moves a list's or draw's last change `days` back, in the form its backend keeps it. */
export async function changedDaysAgo(
  sql: TestDatabase,
  table: "List" | "Draw",
  slug: string,
  days: number,
): Promise<Date> {
  const [row] = (await sql.execute(`SELECT "updatedAt" FROM "${table}" WHERE "slug" = ?`, [slug])).rows;
  const then = new Date(Date.now() - days * DAY_MS);
  await sql.execute(`UPDATE "${table}" SET "updatedAt" = ? WHERE "slug" = ?`, [
    inStoredForm(row!.updatedAt, then),
    slug,
  ]);
  return then;
}

/** As if a day had passed: the sweep's claim is forgotten, so the next instance to look sweeps. */
export async function forgetTheDaysSweep(sql: TestDatabase): Promise<void> {
  await sql.execute(`DELETE FROM "RateLimit" WHERE "bucket" = 'task'`);
}

/** Makes every delete of a list fail (a trigger), as a database going away mid-sweep would; `false` lifts it. */
export async function holdListDeletes(sql: TestDatabase, databaseUrl: string, held: boolean): Promise<void> {
  const postgresql = databaseUrl.startsWith("postgres");
  if (!held) {
    await sql.execute('DROP TRIGGER IF EXISTS "test_keep_list"' + (postgresql ? ' ON "List"' : ""));
    return;
  }
  if (postgresql) {
    await sql.execute(`CREATE OR REPLACE FUNCTION test_keep_list() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'held by the test'; END $$`);
    await sql.execute(
      'CREATE TRIGGER "test_keep_list" BEFORE DELETE ON "List" FOR EACH ROW EXECUTE FUNCTION test_keep_list()',
    );
  } else {
    await sql.execute(`CREATE TRIGGER "test_keep_list" BEFORE DELETE ON "List"
      BEGIN SELECT RAISE(ABORT, 'held by the test'); END`);
  }
}
