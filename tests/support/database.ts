// Raw SQL against a test server's database, whichever backend the pass runs on: `?` placeholders
// and double-quoted names, as the tests write them for SQLite, work on PostgreSQL too.
import { createClient } from "@libsql/client";
import pg from "pg";

export type Row = Record<string, unknown>;

type Statement = string | { sql: string; args?: unknown[] };

/** The libSQL client's shape, so a test reads the same on both backends. */
export type TestDatabase = {
  execute: (statement: Statement, args?: unknown[]) => Promise<{ rows: Row[] }>;
  close: () => Promise<void>;
};

const parts = (statement: Statement, args: unknown[] = []) =>
  typeof statement === "string" ? { sql: statement, args } : { sql: statement.sql, args: statement.args ?? [] };

export function openDatabase(databaseUrl: string): TestDatabase {
  if (databaseUrl.startsWith("file:")) {
    const client = createClient({ url: databaseUrl });
    // a test's statement waits for a server's write (its start's sweeps, a request) as the app's do:
    // without a busy timeout a DROP beside the server's first writes failed SQLITE_BUSY at load ~15
    const waiting = client.execute("PRAGMA busy_timeout = 30000");
    return {
      execute: async (statement, extra) => {
        await waiting;
        return {
          rows: (await client.execute(parts(statement, extra) as never)).rows.map((row) => ({ ...row })),
        };
      },
      close: async () => client.close(),
    };
  }
  // count(*) is a bigint, which pg returns as a string; the tests compare numbers, as on SQLite
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      oid === pg.types.builtins.INT8
        ? Number
        : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
  };
  const client = new pg.Client({ connectionString: databaseUrl, types });
  const connected = client.connect();
  return {
    execute: async (statement, extra) => {
      const { sql, args } = parts(statement, extra);
      await connected;
      let n = 0;
      return {
        rows: (
          await client.query(
            sql.replace(/\?/g, () => `$${++n}`),
            args,
          )
        ).rows,
      };
    },
    close: async () => {
      await connected.catch(() => {});
      await client.end();
    },
  };
}

/**
 * `date` in the form the backend keeps `stored`, a value read from the same column: SQLite as Prisma
 * writes it (ms or ISO text), PostgreSQL a timestamp. For tests that move a row back in time.
 */
export function inStoredForm(stored: unknown, date: Date): number | string {
  if (typeof stored === "number" || typeof stored === "bigint") return date.getTime();
  return typeof stored === "string" && stored.endsWith("+00:00")
    ? date.toISOString().replace("Z", "+00:00")
    : date.toISOString();
}
