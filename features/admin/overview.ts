import "server-only";
import { stat } from "node:fs/promises";
import { serverConfig } from "../../lib/server/config";
import { db } from "../../lib/server/db/client";
import { pictureUse } from "../pictures/quota";
import { instancesSeenLately, longestRetention } from "./instances";
import { lastSweep } from "./retention";

// The instance at a glance (docs/api.md "admin_overview", decision 128): counts only, nothing a
// person wrote or gave, and the settings an operator should see there (decision 202): this
// instance's, with its name and those of the others seen lately, settings that differ named (217);
// but the retention is the install's, the longest of the instances', which the sweep keeps (224, 220).

const whole = (value: number | bigint | null | undefined) => Number(value ?? 0);

/**
 * What the database takes on disk, in bytes. PostgreSQL: the database, as it counts it. SQLite: the
 * file with its `-wal` and `-shm` beside it (a missing one counts 0): the -wal keeps its largest
 * size until the server stops, often more than the pages it holds (decision 235).
 */
async function databaseBytes(): Promise<number> {
  const { filePath } = serverConfig.database;
  if (filePath === null) {
    const [row] = await db.$queryRaw<{ bytes: bigint }[]>`SELECT pg_database_size(current_database()) AS "bytes"`;
    return whole(row?.bytes);
  }
  const sizes = await Promise.all(
    ["", "-wal", "-shm"].map((end) =>
      stat(`${filePath}${end}`).then(
        ({ size }) => size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

export async function adminOverview() {
  const [lists, hiddenLists, items, draws, pictures, mailOutbox, reports, use, databaseSize, sweep, instances] =
    await Promise.all([
      db.list.count(),
      db.list.count({ where: { hiddenAt: { not: null } } }),
      db.item.count(),
      db.draw.count(),
      db.picture.count(),
      db.mailOutbox.count(),
      db.report.count(),
      pictureUse(),
      databaseBytes(),
      lastSweep(),
      instancesSeenLately(),
    ]);
  return {
    lists,
    hidden_lists: hiddenLists,
    items,
    draws,
    pictures,
    picture_bytes: use.bytes,
    picture_quota_bytes: use.quotaBytes,
    database_bytes: databaseSize,
    mail_outbox: mailOutbox,
    reports,
    retention_days: longestRetention(instances.instances.map(({ settings }) => settings.RETENTION_DAYS ?? null)).days,
    retention_last_sweep: sweep && {
      at: sweep.at.toISOString(),
      failed: sweep.failed,
      lists_deleted: sweep.lists,
      draws_deleted: sweep.draws,
      owners_told: sweep.ownersTold,
    },
    cheap_password_hashes: serverConfig.testCheapPasswordHashes,
    ...instances,
  };
}
