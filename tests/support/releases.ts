// The databases earlier releases made, kept in tests/releases/<version>/ by
// tests/releases/make-fixture.mjs: a SQLite file and a plain pg_dump, each with a record of what
// that release answered about its lists. A test copies one into a fresh database of its pass's
// backend and updates it with today's code (tests/api/upgrade.test.ts, rolling-update.test.ts).
import { copyFileSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { releaseFixtures } from "../../scripts/previous-release.mjs";
import type { WireItem, WireList } from "../../lib/wire";
import { openDatabase, type Row } from "./database";
import { testBackend, type FreshDatabase } from "./server";

const FIXTURES = path.resolve(import.meta.dirname, "../releases");

/** Every release that left a fixture, oldest first ("0.1.0", …). */
export const RELEASE_FIXTURES: string[] = releaseFixtures();

type ListAnswer = { list: WireList; items: WireItem[]; version: number };

/** One list as the release left it, with the secrets its users still hold. */
export type RecordedList = {
  slug: string;
  /** The owner's live edit token. */
  token: string;
  password: string;
  /** The owner password before a change, if it was changed. */
  oldPassword?: string;
  /** Tokens a password change revoked. */
  revokedTokens: string[];
  /** Passwords friends reserved or pledged with, by wish title. */
  secrets: { kind: "reservation" | "pledge"; item: string; password: string }[];
  visitors: ListAnswer;
  /** The owner's answer with reveal=1. */
  owner: ListAnswer;
  /** sha256 of every picture address's bytes (/api/image/<id> and …/card). */
  pictures: Record<string, string>;
};

/** A person of a recorded draw, with the secrets they hold (no password: added by the organizer). */
export type RecordedPerson = { name: string; password?: string; id: string; token: string };

/** A draw as the release left it (tests/releases/fill-draws-mail.mjs). */
export type RecordedDraw = {
  slug: string;
  organizerToken: string;
  organizerPassword: string;
  people: RecordedPerson[];
  /** The organizer's draw_get. */
  organizer: Record<string, unknown>;
  /** draw_get of each person who had looked at their match, by name. */
  views: Record<string, { me: { gives_to: { name: string } | null } }>;
  /** A copy for the next year, not drawn. */
  nextYear: { slug: string; organizerToken: string };
};

/** Confirmed addresses of a list's owner and of a giver; an owner's digest waiting to be sent. */
export type RecordedMail = {
  slug: string;
  token: string;
  owner: string;
  giver: string;
  reserved: { giver: string; waiting: string; by: string };
};

type Recorded = { lists: RecordedList[]; draws?: RecordedDraw[]; mail?: RecordedMail | null };

const recorded = (version: string): Recorded =>
  JSON.parse(readFileSync(path.join(FIXTURES, version, `${testBackend}.json`), "utf8"));

/** What release `version` answered about its lists on this pass's backend. */
export function recordedLists(version: string): RecordedList[] {
  return recorded(version).lists;
}

/** Release `version`'s draws and mail addresses (none before 0.2.0). */
export function recordedDrawsAndMail(version: string): { draws: RecordedDraw[]; mail: RecordedMail | null } {
  const { draws = [], mail = null } = recorded(version);
  return { draws, mail };
}

/** Puts release `version`'s database into `database` (fresh, not migrated). */
export async function loadReleaseDatabase(version: string, database: FreshDatabase): Promise<void> {
  if (testBackend === "sqlite") {
    copyFileSync(path.join(FIXTURES, version, "sqlite.db"), database.databaseFile);
    return;
  }
  // pg_dump's `\restrict` lines are psql commands; the rest is plain SQL any client runs
  const dump = readFileSync(path.join(FIXTURES, version, "postgresql.sql"), "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("\\"))
    .join("\n");
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    await client.query(dump);
  } finally {
    await client.end();
  }
}

/** The app's tables (the migration runner's own left out), by name. */
export async function tableNames(databaseUrl: string): Promise<string[]> {
  const database = openDatabase(databaseUrl);
  try {
    const sql =
      testBackend === "sqlite"
        ? `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`
        : `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`;
    return (await database.execute(sql)).rows
      .map((row) => String(row.name))
      .filter((name) => !name.startsWith("_"))
      .sort();
  } finally {
    await database.close();
  }
}

const comparable = (value: unknown) =>
  value instanceof ArrayBuffer || value instanceof Uint8Array
    ? `bytes:${Buffer.from(value as ArrayBuffer).toString("hex")}`
    : value instanceof Date
      ? value.toISOString()
      : typeof value === "bigint"
        ? Number(value)
        : value;

/**
 * Every row of every table in `tables`, each value made comparable across drivers (bytes as hex,
 * times as ISO text); with `columns`, only those of each table (what an older schema had), in a
 * stable order either way.
 */
export async function allRows(
  databaseUrl: string,
  tables: string[],
  columns?: Record<string, string[]>,
): Promise<Record<string, Row[]>> {
  const database = openDatabase(databaseUrl);
  try {
    const result: Record<string, Row[]> = {};
    for (const table of tables) {
      const rows = (await database.execute(`SELECT * FROM "${table}"`)).rows.map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([key]) => !columns || columns[table]?.includes(key))
            .map(([key, value]) => [key, comparable(value)]),
        ),
      );
      result[table] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return result;
  } finally {
    await database.close();
  }
}
