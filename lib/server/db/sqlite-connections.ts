import "server-only";
import { createClient, ConnectionPool, Sqlite3Client, type Client, type Config } from "@libsql/client/sqlite3";
import { expandConfig, isInMemoryConfig } from "@libsql/core/config";
import { keepStatements } from "./kept-statements";

// The app's SQLite connections commit without waiting for the disk
// (docs/decisions/152-sqlite-commits-without-fsync.md). libSQL runs every statement on the event
// loop, and with SQLite's default (synchronous = FULL) each commit waits for an fsync of the WAL:
// 4 ms typically and up to ~50 ms on a busy disk, three times per owner login (the limiter's slot,
// its give-back, the session), so a login storm stalled every read behind it. In WAL mode NORMAL
// syncs at checkpoints only: the file is never corrupted; a power cut or an operating system crash
// (not a crash of the server) can lose the commits since the last checkpoint.

/** Set on every connection the app opens; SQLite keeps it per connection, never in the file. */
export const CONNECTION_SETTINGS = "PRAGMA synchronous = NORMAL";

/**
 * libSQL's pool, whose connections get CONNECTION_SETTINGS when they are opened and keep their
 * prepared statements (./kept-statements.ts).
 */
class SettledPool extends ConnectionPool {
  private readonly settled = new WeakSet<object>();

  override acquireSync(forTransaction?: boolean) {
    const connection = super.acquireSync(forTransaction);
    if (!this.settled.has(connection)) {
      connection.exec(CONNECTION_SETTINGS);
      keepStatements(connection);
      this.settled.add(connection);
    }
    return connection;
  }
}

/**
 * libSQL's local-file client (what `createClient` makes for a `file:` URL) on a SettledPool, as
 * `_createClient` builds it: the same URL parsing, connection limit and first probe. Anything else
 * (an in-memory database) gets the library's own client.
 */
export function createSettledClient(config: Config): Client {
  const expanded = expandConfig(config, true);
  if (expanded.scheme !== "file" || isInMemoryConfig(expanded)) return createClient(config);
  const pool = new SettledPool(expanded.path, { timeout: expanded.timeout }, Math.max(1, expanded.concurrency));
  // fail fast if the database cannot be opened at all, as the library does
  pool.release(pool.acquireSync());
  return new Sqlite3Client(pool, expanded.intMode);
}
