// Both backends' migrations stay in step with each other and with the one schema
// (docs/decisions/027-postgresql.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { MIGRATIONS_DIRS, migrationsIn } from "../../server/migrations/folders.mjs";
import { postgresqlSchema } from "../../scripts/postgresql-schema.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const names = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

it("has the same migrations, by name, for SQLite and PostgreSQL", () => {
  expect(names(MIGRATIONS_DIRS.postgresql)).toEqual(names(MIGRATIONS_DIRS.sqlite));
});

it('compares PostgreSQL text byte by byte, as SQLite does: every text column is COLLATE "C"', () => {
  for (const name of names(MIGRATIONS_DIRS.postgresql)) {
    const sql = readFileSync(path.join(MIGRATIONS_DIRS.postgresql, name, "migration.sql"), "utf8");
    const textColumns = sql.split("\n").filter((line) => /^\s+"\w+" TEXT\b/.test(line));
    for (const line of textColumns) expect(line, name).toMatch(/ TEXT COLLATE "C"/);
  }
});

it("writes the PostgreSQL schema from the SQLite one, changing only provider and output", () => {
  const source = readFileSync(path.join(root, "prisma/schema.prisma"), "utf8");
  const written = postgresqlSchema(source);
  expect(written).toMatch(/provider = "postgresql"/);
  expect(written).toMatch(/generated-pg"/);
  const models = (text: string) => text.slice(text.indexOf("\nmodel "));
  expect(models(written)).toBe(models(source));
});

// Expand and contract (docs/decisions/084-expand-contract-migrations.md): while instances roll
// from one release to the next, the previous release's code runs on the new schema. So every
// migration after the first release only adds, unless it says `-- contract-after: <migration>`
// (then the release before it must no longer use what it removes, and older code refuses it).
const FIRST_RELEASE = JSON.parse(readFileSync(path.join(root, "tests/releases/0.1.0/release.json"), "utf8")) as {
  lastMigration: string;
};

/** What in `sql` would break code that does not know the migration; empty when it only adds. */
function breaksOlderCode(sql: string): string[] {
  const statements = sql
    .replace(/--[^\n]*/g, "")
    .split(";")
    .map((statement) => statement.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const problems: string[] = [];
  for (const statement of statements) {
    if (/\bDROP (TABLE|COLUMN|CONSTRAINT|VIEW|TYPE)\b/i.test(statement)) problems.push(`drops: ${statement}`);
    if (/\bRENAME\b/i.test(statement)) problems.push(`renames: ${statement}`);
    if (/\bALTER COLUMN\b/i.test(statement)) problems.push(`changes a column: ${statement}`);
    // older code inserts rows without the new column
    for (const column of statement.matchAll(/\bADD COLUMN ([^,]+)/gi)) {
      if (/\bNOT NULL\b/i.test(column[1]!) && !/\bDEFAULT\b/i.test(column[1]!))
        problems.push(`adds a required column without a default: ${statement}`);
    }
    // older code deletes lists and items without knowing the new rows that point at them
    for (const reference of statement.matchAll(/\bREFERENCES\b[^,)]*(\)[^,]*)?/gi)) {
      if (!/ON DELETE (CASCADE|SET NULL)/i.test(reference[0]))
        problems.push(`a reference that would stop older code's deletes: ${statement}`);
    }
  }
  return problems;
}

it("adds only, in every migration after the first release that is no contract migration", () => {
  for (const [backend, dir] of Object.entries(MIGRATIONS_DIRS)) {
    for (const { name, sql, needsCodeWith } of migrationsIn(dir)) {
      if (name <= FIRST_RELEASE.lastMigration || needsCodeWith) continue;
      expect(breaksOlderCode(sql), `${backend} ${name}`).toEqual([]);
    }
  }
});

it("tells an adding migration from one that would break older code", () => {
  const adding = `-- a comment may say DROP COLUMN
    ALTER TABLE "List" ADD COLUMN "email" TEXT;
    ALTER TABLE "List" ADD COLUMN "notify" BOOLEAN NOT NULL DEFAULT false;
    CREATE TABLE "Draw" ("id" TEXT NOT NULL PRIMARY KEY, "listId" TEXT NOT NULL,
      CONSTRAINT "Draw_listId_fkey" FOREIGN KEY ("listId") REFERENCES "List" ("id") ON DELETE CASCADE ON UPDATE CASCADE);
    CREATE INDEX "Draw_listId_idx" ON "Draw"("listId");`;
  expect(breaksOlderCode(adding)).toEqual([]);
  const breaking = [
    `ALTER TABLE "Item" DROP COLUMN "note"`,
    `ALTER TABLE "Item" RENAME COLUMN "note" TO "text"`,
    `ALTER TABLE "Item" ALTER COLUMN "note" SET NOT NULL`,
    `ALTER TABLE "List" ADD COLUMN "owner" TEXT NOT NULL`,
    `CREATE TABLE "Draw" ("id" TEXT, "listId" TEXT, CONSTRAINT "f" FOREIGN KEY ("listId") REFERENCES "List" ("id"))`,
    `DROP TABLE "EditToken"`,
  ];
  for (const sql of breaking) expect(breaksOlderCode(sql), sql).toHaveLength(1);
});
