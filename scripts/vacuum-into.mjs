#!/usr/bin/env node
// `node scripts/vacuum-into.mjs <database url> <file>`: the SQLite half of `npm run backup`
// (scripts/backup.mjs), in a process of its own. libSQL runs `VACUUM INTO` and the integrity check
// on node's main thread, so a backup doing them in-process could not act on a signal until they
// ended; as a child, the backup's signal handler ends it at once (decision 239). Prints what the
// checked copy holds as JSON; a failure is one line on stderr and exit 1.
import { createClient } from "@libsql/client";
import { describeDatabase } from "./sqlite-files.mjs";

const [url, file] = process.argv.slice(2);
try {
  if (!url || !file) throw new Error("usage: node scripts/vacuum-into.mjs <database url> <file>");
  const client = createClient({ url });
  try {
    await client.execute("PRAGMA busy_timeout = 10000");
    await client.execute({ sql: "VACUUM INTO ?", args: [file] });
  } finally {
    client.close();
  }
  console.log(JSON.stringify(await describeDatabase(file)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
