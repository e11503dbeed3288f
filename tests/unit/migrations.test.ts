// Both backends' migrations stay in step with each other and with the one schema
// (docs/decisions/027-postgresql.md).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { MIGRATIONS_DIRS } from "../../scripts/migrate.mjs";
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
