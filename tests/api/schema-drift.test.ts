// The two migration folders build the same schema (issue 43; docs/decisions/027-postgresql.md):
// a SQLite file and a PostgreSQL database, each migrated from empty by scripts/migrate.mjs, have
// the same tables, columns (types as far as they map, nullability, defaults), primary keys,
// indexes and foreign keys (with their actions), and neither has a check constraint the other
// lacks. The runner's own tables (`_…`) are left out. Runs in the PostgreSQL pass.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../server/migrations.mjs";
import { openDatabase, type TestDatabase } from "../support/database";
import { freshDatabase, testBackend, type FreshDatabase } from "../support/server";

type Column = { name: string; type: string; nullable: boolean; default: string | null };
type Index = { name: string; unique: boolean; columns: string[] };
type ForeignKey = { columns: string[]; references: string; to: string[]; onDelete: string; onUpdate: string };
type Table = { columns: Column[]; primaryKey: string[]; indexes: Index[]; foreignKeys: ForeignKey[]; checks: number };
type Schema = Record<string, Table>;

/** One name per type across the two backends (SQLite's declared type, PostgreSQL's data_type). */
const TYPES: Record<string, string> = {
  text: "text",
  "character varying": "text",
  integer: "integer",
  int: "integer",
  bigint: "bigint",
  boolean: "boolean",
  datetime: "time",
  "timestamp without time zone": "time",
  blob: "bytes",
  bytea: "bytes",
  real: "real",
  "double precision": "real",
};
const typeName = (declared: string) => {
  const base = declared
    .toLowerCase()
    .replace(/\(.*\)$/, "")
    .trim();
  return TYPES[base] ?? `unmapped: ${declared}`;
};
/** `'EUR'::text` and `'EUR'`, `CURRENT_TIMESTAMP` and `current_timestamp`: the same default. */
const defaultValue = (value: unknown) =>
  value === null || value === undefined
    ? null
    : String(value)
        .replace(/::[\w ]+(\(\d+\))?$/, "")
        .toLowerCase();
const ACTIONS: Record<string, string> = {
  a: "NO ACTION",
  r: "RESTRICT",
  c: "CASCADE",
  n: "SET NULL",
  d: "SET DEFAULT",
};

async function sqliteSchema(database: TestDatabase): Promise<Schema> {
  const schema: Schema = {};
  const tables = (
    await database.execute(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
  ).rows.filter((row) => !String(row.name).startsWith("_"));
  for (const { name, sql } of tables) {
    const info = (await database.execute(`PRAGMA table_info("${name}")`)).rows;
    const indexes: Index[] = [];
    for (const index of (await database.execute(`PRAGMA index_list("${name}")`)).rows) {
      if (index.origin === "pk") continue;
      const columns = (await database.execute(`PRAGMA index_info("${index.name}")`)).rows;
      indexes.push({
        name: String(index.name),
        unique: Number(index.unique) === 1,
        columns: columns.map((c) => String(c.name)),
      });
    }
    const keys = new Map<number, ForeignKey>();
    for (const key of (await database.execute(`PRAGMA foreign_key_list("${name}")`)).rows) {
      const entry = keys.get(Number(key.id)) ?? {
        columns: [],
        references: String(key.table),
        to: [],
        onDelete: String(key.on_delete),
        onUpdate: String(key.on_update),
      };
      entry.columns.push(String(key.from));
      entry.to.push(String(key.to));
      keys.set(Number(key.id), entry);
    }
    schema[String(name)] = {
      columns: info.map((column) => ({
        name: String(column.name),
        type: typeName(String(column.type)),
        // a primary key column is NOT NULL in PostgreSQL whatever it says
        nullable: Number(column.notnull) === 0 && Number(column.pk) === 0,
        default: defaultValue(column.dflt_value),
      })),
      primaryKey: info
        .filter((column) => Number(column.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((column) => String(column.name)),
      indexes,
      foreignKeys: [...keys.values()],
      checks: (String(sql).match(/\bCHECK\s*\(/gi) ?? []).length,
    };
  }
  return schema;
}

async function postgresqlSchema(database: TestDatabase): Promise<Schema> {
  const schema: Schema = {};
  const tables = (
    await database.execute(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )
  ).rows.filter((row) => !String(row.name).startsWith("_"));
  for (const { name } of tables) {
    const columns = (
      await database.execute(
        `SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = ? ORDER BY ordinal_position`,
        [name],
      )
    ).rows;
    // every constraint and index with its columns in order
    const constraints = (
      await database.execute(
        `SELECT c.contype, c.confdeltype, c.confupdtype, r.relname AS references,
                ARRAY(SELECT a.attname::text FROM unnest(c.conkey) WITH ORDINALITY k(n, i)
                      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.i) AS columns,
                ARRAY(SELECT a.attname::text FROM unnest(c.confkey) WITH ORDINALITY k(n, i)
                      JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.i) AS targets
         FROM pg_constraint c LEFT JOIN pg_class r ON r.oid = c.confrelid
         WHERE c.conrelid = ('public.' || quote_ident(?))::regclass`,
        [name],
      )
    ).rows;
    const indexes = (
      await database.execute(
        `SELECT i.relname AS name, x.indisunique AS unique,
                ARRAY(SELECT a.attname::text FROM unnest(x.indkey) WITH ORDINALITY k(n, o)
                      JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.n ORDER BY k.o) AS columns
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
         WHERE x.indrelid = ('public.' || quote_ident(?))::regclass AND NOT x.indisprimary`,
        [name],
      )
    ).rows;
    const primary = constraints.find((constraint) => constraint.contype === "p");
    schema[String(name)] = {
      columns: columns.map((column) => ({
        name: String(column.column_name),
        type: typeName(String(column.data_type)),
        nullable: column.is_nullable === "YES",
        default: defaultValue(column.column_default),
      })),
      primaryKey: (primary?.columns as string[] | undefined) ?? [],
      indexes: indexes.map((index) => ({
        name: String(index.name),
        unique: Boolean(index.unique),
        columns: index.columns as string[],
      })),
      foreignKeys: constraints
        .filter((constraint) => constraint.contype === "f")
        .map((constraint) => ({
          columns: constraint.columns as string[],
          references: String(constraint.references),
          to: constraint.targets as string[],
          onDelete: ACTIONS[String(constraint.confdeltype)]!,
          onUpdate: ACTIONS[String(constraint.confupdtype)]!,
        })),
      checks: constraints.filter((constraint) => constraint.contype === "c").length,
    };
  }
  return schema;
}

/** Tables by name, each part in a stable order, so that the comparison shows what differs. */
function sorted(schema: Schema): Schema {
  const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
  return Object.fromEntries(
    Object.keys(schema)
      .sort()
      .map((name) => {
        const table = schema[name]!;
        return [
          name,
          {
            ...table,
            columns: byName(table.columns),
            indexes: byName(table.indexes),
            foreignKeys: [...table.foreignKeys].sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
          },
        ];
      }),
  );
}

describe.skipIf(testBackend !== "postgresql")("the schemas both migration folders build", () => {
  let dir: string;
  let postgresql: FreshDatabase;
  let schemas: { sqlite: Schema; postgresql: Schema };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "wunschliste-drift-"));
    const sqliteUrl = `file:${path.join(dir, "drift.db")}`;
    await migrate({ databaseUrl: sqliteUrl, log: () => {} });
    postgresql = await freshDatabase();
    const [sqliteDatabase, postgresqlDatabase] = [openDatabase(sqliteUrl), openDatabase(postgresql.databaseUrl)];
    try {
      schemas = {
        sqlite: sorted(await sqliteSchema(sqliteDatabase)),
        postgresql: sorted(await postgresqlSchema(postgresqlDatabase)),
      };
    } finally {
      await sqliteDatabase.close();
      await postgresqlDatabase.close();
    }
  });
  afterAll(async () => {
    await postgresql?.remove();
    rmSync(dir, { recursive: true, force: true });
  });

  it("reads what it compares (tables, a default, a unique index, a cascading key)", () => {
    const { List, Item } = schemas.sqlite;
    expect(List?.columns.find((column) => column.name === "currency")).toEqual({
      name: "currency",
      type: "text",
      nullable: false,
      default: "'eur'",
    });
    expect(List?.indexes).toContainEqual({ name: "List_slug_key", unique: true, columns: ["slug"] });
    expect(Item?.foreignKeys).toContainEqual(
      expect.objectContaining({ columns: ["listId"], references: "List", onDelete: "CASCADE" }),
    );
    expect(Object.keys(schemas.postgresql)).toContain("Pledge");
  });

  it("has the same tables, columns, types, defaults, keys and indexes on SQLite and PostgreSQL", () => {
    expect(schemas.postgresql).toEqual(schemas.sqlite);
  });
});
