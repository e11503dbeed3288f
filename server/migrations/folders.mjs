// The migration folders of each backend, read in name order with each file's checksum and its
// contract line (the runner: ../migrations.mjs).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const MIGRATIONS_DIRS = {
  sqlite: path.join(root, "prisma", "migrations"),
  postgresql: path.join(root, "prisma", "migrations-postgresql"),
};

// What code a contract migration needs (docs/decisions/084-expand-contract-migrations.md): a
// migration whose SQL says `-- contract-after: <migration>` removes or changes something that code
// older than <migration> still uses. The runner notes it in the database (./session.mjs), so that
// an older version, which has not got the file, can tell whether it still runs on the schema.
const CONTRACT_AFTER = /^-- contract-after: (\d{14}_[a-z0-9_]+)\s*$/m;

/**
 * One migration folder. `needsCodeWith`: a contract migration's `-- contract-after: <migration>`,
 * which code must know; else null.
 * @typedef {{ name: string, sql: string, checksum: string, needsCodeWith: string | null }} Migration
 */

/**
 * Migration folders of `dir` in name order, each with its SQL, checksum and contract line.
 * @param {string} dir
 * @returns {Migration[]}
 */
export function migrationsIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const needsCodeWith = CONTRACT_AFTER.exec(sql)?.[1] ?? null;
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex"), needsCodeWith };
    });
}
