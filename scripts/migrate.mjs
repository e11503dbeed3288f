#!/usr/bin/env node
// Applies prisma/migrations/*/migration.sql in name order and records each one in Prisma's own
// `_prisma_migrations` table (same columns, same SHA-256 checksum of the file), so that
// `prisma migrate deploy` on a machine that has Prisma's schema engine agrees with this runner.
// Why it exists: docs/decisions/002-migrations-without-schema-engine.md
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { resolveDatabaseUrl } from "../lib/config/env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const migrationsDir = path.join(root, "prisma", "migrations");

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
)`;

export async function migrate({ databaseUrl = process.env.DATABASE_URL, log = console.log } = {}) {
  const { url, filePath } = resolveDatabaseUrl(databaseUrl, root);
  mkdirSync(path.dirname(filePath), { recursive: true });
  const client = createClient({ url, timeout: 5000 });
  try {
    // WAL lets readers go on while a reservation is written; the setting is kept in the file.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute(CREATE_MIGRATIONS_TABLE);
    const applied = new Map(
      (
        await client.execute(
          `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL`,
        )
      ).rows.map((row) => [String(row.migration_name), String(row.checksum)]),
    );
    const names = readdirSync(migrationsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(migrationsDir, entry.name, "migration.sql")))
      .map((entry) => entry.name)
      .sort();
    let count = 0;
    for (const name of names) {
      const sql = readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(sql).digest("hex");
      if (applied.has(name)) {
        if (applied.get(name) !== checksum) {
          log(`warning: migration ${name} was changed after it was applied (checksum differs)`);
        }
        continue;
      }
      const startedAt = new Date().toISOString();
      const tx = await client.transaction("write");
      try {
        await tx.executeMultiple(sql);
        await tx.execute({
          sql: `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
                VALUES (?, ?, ?, ?, NULL, NULL, ?, 1)`,
          args: [randomUUID(), checksum, new Date().toISOString(), name, startedAt],
        });
        await tx.commit();
      } catch (error) {
        await tx.rollback().catch(() => {});
        throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : error}`);
      } finally {
        tx.close();
      }
      count += 1;
      log(`applied migration ${name}`);
    }
    return { applied: count, filePath };
  } finally {
    client.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  migrate()
    .then(({ applied, filePath }) => console.log(`database ${filePath}: ${applied} migration(s) applied, up to date`))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
