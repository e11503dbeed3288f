import "server-only";
import { randomBytes } from "node:crypto";
import type { DatabaseProvider, Db, RawReader } from "../db/connect";
import {
  isRefusedAttempt,
  RefusedAttempt,
  tooMany,
  type Attempt,
  type LimitSetting,
  type LimitSlot,
  type LimitStore,
} from "./store";
import { logger } from "../../../server/log.mjs";
import { databaseFaultOf } from "../db/fault-kind";

// Sliding windows in the database, so every instance on one PostgreSQL server counts together
// (docs/decisions/027-postgresql.md); the same code serves SQLite. One row per bucket and key; its
// "hits" hold {slot id: attempt time in ms} for the attempts still in the window.
//
// A take is ONE statement: an upsert whose update only happens while fewer than `max` hits are in
// the window. PostgreSQL locks the conflicting row and evaluates the condition on its newest
// version, so concurrent takes on any instance queue on that row and cannot pass together; SQLite
// has a single writer. A slot is given back by removing its id.
//
// The statements go past Prisma's client, as plain SQL through the driver adapter (RawReader): an
// owner login runs them on the event loop during a login storm, and the client's work around each
// cost several times the statement (decision 176).

// A take of `weight` attempts at once (an import's pictures, decision 073) adds that many slots in
// the same statement, and only while they all fit; giving back removes them all.
type Take = { bucket: string; key: string; fresh: string; weight: number; now: number; windowMs: number; max: number };

type Statement = { sql: string; args: string[] };
/** A statement with `?` placeholders from a template; every value is passed as text (RawReader). */
const statement = (parts: TemplateStringsArray, ...values: (string | number)[]): Statement => ({
  sql: parts.join("?"),
  args: values.map(String),
});
/** `("bucket" = ? AND "key" = ?) OR …` for each of `rows`. */
const whereRows = (rows: Pick<Attempt, "bucket" | "key">[]): Statement => ({
  sql: rows.map(() => `("bucket" = ? AND "key" = ?)`).join(" OR "),
  args: rows.flatMap(({ bucket, key }) => [bucket, key]),
});

// Numbers arrive as text: SQLite compares an expression with a text value as text unless it is cast.
const SQL = {
  sqlite: {
    take: (t: Take) => statement`
      INSERT INTO "RateLimit" ("bucket", "key", "hits", "expiresAt")
      VALUES (${t.bucket}, ${t.key}, json(${t.fresh}), CAST(${t.now} AS INTEGER) + CAST(${t.windowMs} AS INTEGER))
      ON CONFLICT ("bucket", "key") DO UPDATE SET
        "hits" = (SELECT json_group_object(k, v) FROM (
          SELECT key AS k, value AS v FROM json_each("RateLimit"."hits")
            WHERE value > CAST(${t.now} AS INTEGER) - CAST(${t.windowMs} AS INTEGER)
          UNION ALL SELECT key, value FROM json_each(${t.fresh}))),
        "expiresAt" = excluded."expiresAt"
      WHERE (SELECT count(*) FROM json_each("RateLimit"."hits")
             WHERE value > CAST(${t.now} AS INTEGER) - CAST(${t.windowMs} AS INTEGER))
            + CAST(${t.weight} AS INTEGER) <= CAST(${t.max} AS INTEGER)
      RETURNING 1 AS "taken"`,
    giveBack: (slots: string, rows: Statement): Statement => ({
      sql: `UPDATE "RateLimit" SET "hits" = (SELECT json_group_object(key, value) FROM json_each("RateLimit"."hits")
        WHERE key NOT IN (SELECT value FROM json_each(?)))
      WHERE ${rows.sql}`,
      args: [slots, ...rows.args],
    }),
  },
  postgresql: {
    take: (t: Take) => statement`
      INSERT INTO "RateLimit" ("bucket", "key", "hits", "expiresAt")
      VALUES (${t.bucket}, ${t.key}, ${t.fresh}::text, ${t.now}::bigint + ${t.windowMs}::bigint)
      ON CONFLICT ("bucket", "key") DO UPDATE SET
        "hits" = (SELECT jsonb_object_agg(k, v)::text FROM (
          SELECT key AS k, value AS v FROM jsonb_each("RateLimit"."hits"::jsonb)
            WHERE value::bigint > ${t.now}::bigint - ${t.windowMs}::bigint
          UNION ALL SELECT key, value FROM jsonb_each(${t.fresh}::jsonb)) AS kept),
        "expiresAt" = EXCLUDED."expiresAt"
      WHERE (SELECT count(*) FROM jsonb_each("RateLimit"."hits"::jsonb)
             WHERE value::bigint > ${t.now}::bigint - ${t.windowMs}::bigint) + ${t.weight}::bigint <= ${t.max}::bigint
      RETURNING 1 AS "taken"`,
    giveBack: (slots: string, rows: Statement): Statement => ({
      sql: `UPDATE "RateLimit"
      SET "hits" = ("hits"::jsonb - ARRAY(SELECT jsonb_array_elements_text(?::jsonb)))::text
      WHERE ${rows.sql}`,
      args: [slots, ...rows.args],
    }),
  },
} satisfies Record<DatabaseProvider, unknown>;

/** Rows whose newest attempt left its window are swept at most this often per process. */
export const SWEEP_EVERY_MS = 60_000;

/**
 * The attempt whose leaving frees room for `weight` more: the oldest of the newest `max - weight`
 * in the window. More than `max` at once never fit: the caller hears "a whole window from now".
 */
function oldestThatFrees(times: number[], max: number, now: number, weight = 1): number {
  if (weight > max) return now;
  return times[times.length + weight - 1 - max] ?? times[0] ?? now;
}

/** Attempt times in `hits` (a row's JSON) still in the window, oldest first. */
function timesInWindow(hits: unknown, windowMs: number, now: number): number[] {
  return Object.values(JSON.parse(typeof hits === "string" ? hits : "{}") as Record<string, number>)
    .map(Number)
    .filter((time) => now - time < windowMs)
    .sort((a, b) => a - b);
}

const rowOf = (bucket: unknown, key: unknown) => `${String(bucket)}\u0000${String(key)}`;

export class DatabaseLimitStore implements LimitStore {
  private nextSweep = 0;

  /** `raw`: plain SQL on the same database as `db` (connect.ts's openDatabase gives both). */
  constructor(
    private readonly db: Db,
    private readonly provider: DatabaseProvider,
    private readonly raw: RawReader,
  ) {}

  async take(bucket: string, key: string, setting: LimitSetting, now = Date.now(), weight = 1): Promise<LimitSlot> {
    try {
      return await this.count([{ bucket, key, setting }], now, weight);
    } catch (error) {
      throw isRefusedAttempt(error) ? error.refusal : error;
    }
  }

  takeEach(attempts: Attempt[], now = Date.now()): Promise<LimitSlot> {
    return this.count(attempts, now, 1);
  }

  /**
   * `weight` slots in each of `attempts`, all or none: each take is its own atomic statement, and
   * when one finds no room, those taken before it are given back. One slot id in every row, so one
   * statement gives them all back.
   */
  private async count(attempts: Attempt[], now: number, weight: number): Promise<LimitSlot> {
    // A full window is refused after a plain read: a flood of limited requests takes no row lock
    // and writes nothing. (A window with room is counted by the atomic statements below.)
    const counted = await this.countedTimes(attempts, now);
    const full = attempts.findIndex(({ setting }, i) => counted[i]!.length + weight > setting.max);
    if (full >= 0) throw this.refusal(attempts[full]!, full, counted[full]!, now, weight);
    const slot = randomBytes(9).toString("base64url");
    const slots = weight === 1 ? [slot] : Array.from({ length: weight }, (_, i) => `${slot}.${i}`);
    const fresh = JSON.stringify(Object.fromEntries(slots.map((id) => [id, now])));
    const sql = SQL[this.provider];
    const giveBack = async (rows: Attempt[]) => {
      const { sql: text, args } = sql.giveBack(JSON.stringify(slots), whereRows(rows));
      await this.raw.rows(text, args);
    };
    for (const [i, { bucket, key, setting }] of attempts.entries()) {
      const take = sql.take({
        bucket,
        key,
        fresh,
        weight,
        now,
        windowMs: setting.windowSeconds * 1000,
        max: setting.max,
      });
      if ((await this.raw.rows(take.sql, take.args)).length > 0) continue;
      if (i > 0) await giveBack(attempts.slice(0, i));
      const [times] = await this.countedTimes([attempts[i]!], now);
      throw this.refusal(attempts[i]!, i, times!, now, weight);
    }
    this.sweepNowAndThen(now);
    return { giveBack: () => giveBack(attempts) };
  }

  private refusal({ setting }: Attempt, index: number, times: number[], now: number, weight: number) {
    const oldest = oldestThatFrees(times, setting.max, now, weight);
    return new RefusedAttempt(index, tooMany(oldest, setting.windowSeconds * 1000, now));
  }

  /** Per attempt, the attempt times of its key still in its window, oldest first (one read). */
  private async countedTimes(attempts: Attempt[], now: number): Promise<number[][]> {
    const where = whereRows(attempts);
    const rows = await this.raw.rows(`SELECT "bucket", "key", "hits" FROM "RateLimit" WHERE ${where.sql}`, where.args);
    const hits = new Map(rows.map(([bucket, key, json]) => [rowOf(bucket, key), json]));
    return attempts.map(({ bucket, key, setting }) =>
      timesInWindow(hits.get(rowOf(bucket, key)), setting.windowSeconds * 1000, now),
    );
  }

  /**
   * The value stored under `name` until `expiresAt` (ms), made by `make` where no instance has stored
   * one yet: the first insert wins (one statement on either backend) and every instance reads that
   * one. A row of its own bucket ("secret"), so the sweep below forgets it once it has expired.
   */
  async sharedValue(name: string, expiresAt: number, make: () => string): Promise<string> {
    const where = { sql: `"bucket" = 'secret' AND "key" = ?`, args: [name] };
    const read = async () =>
      (await this.raw.rows(`SELECT "hits" FROM "RateLimit" WHERE ${where.sql}`, where.args))[0]?.[0];
    const stored = await read();
    if (typeof stored === "string") return stored;
    await this.raw.rows(
      `INSERT INTO "RateLimit" ("bucket", "key", "hits", "expiresAt") VALUES ('secret', ?, ?, CAST(? AS BIGINT))
       ON CONFLICT ("bucket", "key") DO NOTHING`,
      [name, make(), String(expiresAt)],
    );
    const made = await read();
    if (typeof made !== "string") throw new Error(`the shared value ${name} was not stored`);
    return made;
  }

  /**
   * Forgets keys nobody tried within their window, so the table holds only live windows — and the
   * client addresses in their keys no longer than the privacy page says. Runs after a take and
   * from startLimitSweeps' timer (./index.ts), at most once a minute either way. A database fault
   * is not logged here: the fault watch says it, and the next minute tries again.
   */
  sweepNowAndThen(now = Date.now()): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    this.db.rateLimit.deleteMany({ where: { expiresAt: { lt: BigInt(now) } } }).catch((error: unknown) => {
      if (databaseFaultOf(error)) return;
      logger().error("limits", `sweeping old windows failed: ${error instanceof Error ? error.message : error}`);
    });
  }
}
