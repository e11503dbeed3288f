import "server-only";
import type Database from "libsql";

// Prepared statements kept per SQLite connection (docs/decisions/165-statements-kept-per-connection.md).
// `@libsql/client` prepares every statement anew on each call and asks the new statement for its
// columns twice, all on the event loop: in a login storm's CPU profile that was the app's largest
// share of the loop (prepare 8.8 %, columns 5.5 % of the busy samples). A kept statement is prepared
// once per connection and SQL text, and answers its columns from memory while the schema holds.

type Connection = Database.Database;
type Statement = Database.Statement;
type Columns = Database.ColumnDefinition[];

/** How many statements a connection keeps; the least recently used one goes first. */
export const KEPT_PER_CONNECTION = 200;

// `raw(true)` on a statement that returns no data throws, and the client catches that to learn it
// is a write; thrown again from memory, without a new error (and its stack) each time.
const NOT_A_READER = new TypeError("The raw() method is only for statements that return data");

/**
 * One kept statement, with the calls `@libsql/client` makes (safeIntegers, raw, columns, all, run).
 * libSQL resets a statement before it runs it again, so one that ended in an error (a constraint, a
 * failure halfway through its rows) is usable as it is; one that met SQLITE_BUSY is dropped with
 * its connection (./libsql.ts, decision 079).
 */
class KeptStatement {
  private columnsKept: Columns | undefined;
  private reader: boolean | undefined;
  private rawOn: boolean | undefined;
  private safeIntegersOn: boolean | undefined;

  constructor(private readonly statement: Statement) {}

  safeIntegers(on = true) {
    if (this.safeIntegersOn !== on) this.statement.safeIntegers(on);
    this.safeIntegersOn = on;
    return this;
  }

  raw(on = true) {
    if (this.rawOn === on) return this;
    if (on && this.reader === false) throw NOT_A_READER;
    try {
      this.statement.raw(on);
    } catch (error) {
      if (on) this.reader = false;
      throw error;
    }
    this.rawOn = on;
    return this;
  }

  columns(): Columns {
    return (this.columnsKept ??= this.statement.columns());
  }

  all(...args: unknown[]) {
    return this.statement.all(...args);
  }

  run(...args: unknown[]) {
    return this.statement.run(...args);
  }
}

/**
 * `connection`, whose `prepare` keeps up to KEPT_PER_CONNECTION statements by their SQL text. A
 * statement's columns are fixed when it is prepared: when the schema changed (a migration, from this
 * connection or another), every kept statement is dropped before the next one is handed out in a
 * later turn of the event loop, since one prepared before would name its columns as they were. Closing the connection drops them too:
 * a statement holds the database file open until it is collected.
 */
export function keepStatements(connection: Connection): void {
  const kept = new Map<string, KeptStatement>();
  const prepare = connection.prepare.bind(connection);
  const close = connection.close.bind(connection);
  const schemaVersion = prepare("PRAGMA schema_version").raw(true);
  // Reading the version does not make the connection read the new schema; a statement prepared
  // before it did would still name the columns as they were (so would libSQL's own client, which
  // keeps nothing). Stepping one that reads a table does: SQLite sees the change and reloads.
  const schemaRead = prepare("SELECT 1 FROM sqlite_schema LIMIT 1").raw(true);
  let keptAtSchema: unknown;
  // The version is read once per turn of the event loop: the read is a statement of its own (in a
  // profile of list_get it cost more than the version read's prepare it saved). A migration
  // committed by another process within the turn is seen at the next one; a statement prepared
  // afresh has the same window (it is compiled against the schema the connection last read).
  let checkedThisTurn = false;
  const nextTurn = () => {
    checkedThisTurn = false;
  };

  connection.prepare = ((sql: string) => {
    if (!checkedThisTurn) {
      checkedThisTurn = true;
      setImmediate(nextTurn);
      const [version] = schemaVersion.get() as [unknown];
      if (version !== keptAtSchema) {
        kept.clear();
        schemaRead.get();
        keptAtSchema = version;
      }
    }
    let statement = kept.get(sql);
    if (statement) {
      kept.delete(sql); // to the end of the map's order: the most recently used
    } else {
      statement = new KeptStatement(prepare(sql));
      if (kept.size >= KEPT_PER_CONNECTION) kept.delete(kept.keys().next().value!);
    }
    kept.set(sql, statement);
    return statement as unknown as Statement;
  }) as Connection["prepare"];

  connection.close = () => {
    kept.clear();
    return close();
  };
}
