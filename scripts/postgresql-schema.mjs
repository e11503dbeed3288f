#!/usr/bin/env node
// The PostgreSQL Prisma schema is written from prisma/schema.prisma (the one data model source,
// docs/decisions/027-postgresql.md): same models, only the datasource provider and the generated
// client's folder differ. Run by scripts/setup.mjs before `prisma generate`; the output is not
// checked in.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SQLITE_SCHEMA = "prisma/schema.prisma";
export const POSTGRESQL_SCHEMA = "prisma/postgresql/schema.prisma";

/**
 * The PostgreSQL schema text for the SQLite schema text `source`.
 * @param {string} source
 */
export function postgresqlSchema(source) {
  /** @type {[RegExp, string][]} */
  const swaps = [
    [/provider\s*=\s*"sqlite"/, 'provider = "postgresql"'],
    // one level deeper than the source, so "../lib/…" becomes "../../lib/…"
    [/output\s*=\s*"\.\.\/lib\/server\/db\/generated"/, 'output       = "../../lib/server/db/generated-pg"'],
  ];
  let text = source;
  for (const [pattern, replacement] of swaps) {
    if (!pattern.test(text))
      throw new Error(`${SQLITE_SCHEMA} no longer matches ${pattern}; update ${path.basename(import.meta.url)}`);
    text = text.replace(pattern, replacement);
  }
  return `// Written by scripts/postgresql-schema.mjs from ${SQLITE_SCHEMA}; do not edit.\n${text}`;
}

export function writePostgresqlSchema() {
  const text = postgresqlSchema(readFileSync(path.join(root, SQLITE_SCHEMA), "utf8"));
  mkdirSync(path.join(root, path.dirname(POSTGRESQL_SCHEMA)), { recursive: true });
  writeFileSync(path.join(root, POSTGRESQL_SCHEMA), text);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) writePostgresqlSchema();
