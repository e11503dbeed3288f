// A process's open file handles on a SQLite database, read from /proc/<pid>/fd (Linux): for the
// handle benchmark (bench/file-handles.mjs) and the test that handles are given back
// (tests/api/sqlite-faults.test.ts).
import { readdirSync, readlinkSync } from "node:fs";

/**
 * How many of the process's handles point at the database file, its WAL and its shared-memory
 * file; `sockets`: its network connections; `other`: the rest (pipes, the app's own files).
 * @param {number} pid
 * @param {string} databaseFile
 */
export function databaseHandlesOf(pid, databaseFile) {
  const counts = { database: 0, wal: 0, shm: 0, sockets: 0, other: 0 };
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    let target;
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      continue; // closed while we looked
    }
    if (target === databaseFile) counts.database += 1;
    else if (target === `${databaseFile}-wal`) counts.wal += 1;
    else if (target === `${databaseFile}-shm`) counts.shm += 1;
    else if (target.startsWith("socket:")) counts.sockets += 1;
    else counts.other += 1;
  }
  return counts;
}
