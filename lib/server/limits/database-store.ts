import "server-only";
import { randomBytes } from "node:crypto";
import type { DatabaseProvider, Db } from "../db/connect";
import { tooMany, type LimitSetting, type LimitSlot, type LimitStore } from "./store";
import { logger } from "../../../server/log.mjs";

// Sliding windows in the database, so every instance on one PostgreSQL server counts together
// (docs/decisions/027-postgresql.md); the same code serves SQLite. One row per bucket and key; its
// "hits" hold {slot id: attempt time in ms} for the attempts still in the window.
//
// A take is ONE statement: an upsert whose update only happens while fewer than `max` hits are in
// the window. PostgreSQL locks the conflicting row and evaluates the condition on its newest
// version, so concurrent takes on any instance queue on that row and cannot pass together; SQLite
// has a single writer. A slot is given back by removing its id.

// A take of `weight` attempts at once (an import's pictures, decision 073) adds that many slots in
// the same statement, and only while they all fit; giving back removes them all.
type Take = { bucket: string; key: string; fresh: string; weight: bigint; now: bigint; windowMs: bigint; max: bigint };

const SQL = {
  sqlite: {
    take: (db: Db, t: Take) => db.$queryRaw<{ taken: number }[]>`
      INSERT INTO "RateLimit" ("bucket", "key", "hits", "expiresAt")
      VALUES (${t.bucket}, ${t.key}, json(${t.fresh}), ${t.now} + ${t.windowMs})
      ON CONFLICT ("bucket", "key") DO UPDATE SET
        "hits" = (SELECT json_group_object(k, v) FROM (
          SELECT key AS k, value AS v FROM json_each("RateLimit"."hits") WHERE value > ${t.now} - ${t.windowMs}
          UNION ALL SELECT key, value FROM json_each(${t.fresh}))),
        "expiresAt" = excluded."expiresAt"
      WHERE (SELECT count(*) FROM json_each("RateLimit"."hits") WHERE value > ${t.now} - ${t.windowMs})
            + ${t.weight} <= ${t.max}
      RETURNING 1 AS "taken"`,
    giveBack: (db: Db, bucket: string, key: string, slots: string) => db.$executeRaw`
      UPDATE "RateLimit" SET "hits" = (SELECT json_group_object(key, value) FROM json_each("RateLimit"."hits")
        WHERE key NOT IN (SELECT value FROM json_each(${slots})))
      WHERE "bucket" = ${bucket} AND "key" = ${key}`,
  },
  postgresql: {
    take: (db: Db, t: Take) => db.$queryRaw<{ taken: number }[]>`
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
    giveBack: (db: Db, bucket: string, key: string, slots: string) => db.$executeRaw`
      UPDATE "RateLimit"
      SET "hits" = ("hits"::jsonb - ARRAY(SELECT jsonb_array_elements_text(${slots}::jsonb)))::text
      WHERE "bucket" = ${bucket} AND "key" = ${key}`,
  },
} satisfies Record<DatabaseProvider, unknown>;

/** Rows whose newest attempt left its window are swept at most this often per process. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The attempt whose leaving frees room for `weight` more: the oldest of the newest `max - weight`
 * in the window. More than `max` at once never fit: the caller hears "a whole window from now".
 */
function oldestThatFrees(times: number[], max: number, now: number, weight = 1): number {
  if (weight > max) return now;
  return times[times.length + weight - 1 - max] ?? times[0] ?? now;
}

export class DatabaseLimitStore implements LimitStore {
  private nextSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly provider: DatabaseProvider,
  ) {}

  async take(bucket: string, key: string, setting: LimitSetting, now = Date.now(), weight = 1): Promise<LimitSlot> {
    const windowMs = setting.windowSeconds * 1000;
    // A full window is refused after a plain read: a flood of limited requests takes no row lock
    // and writes nothing. (A window with room is counted by the atomic statement below.)
    const counted = await this.countedTimes(bucket, key, windowMs, now);
    if (counted.length + weight > setting.max)
      throw tooMany(oldestThatFrees(counted, setting.max, now, weight), windowMs, now);
    const slot = randomBytes(9).toString("base64url");
    const slots = weight === 1 ? [slot] : Array.from({ length: weight }, (_, i) => `${slot}.${i}`);
    const sql = SQL[this.provider];
    const taken = await sql.take(this.db, {
      bucket,
      key,
      fresh: JSON.stringify(Object.fromEntries(slots.map((id) => [id, now]))),
      weight: BigInt(weight),
      now: BigInt(now),
      windowMs: BigInt(windowMs),
      max: BigInt(setting.max),
    });
    this.sweepNowAndThen(now);
    if (taken.length === 0) {
      const times = await this.countedTimes(bucket, key, windowMs, now);
      throw tooMany(oldestThatFrees(times, setting.max, now, weight), windowMs, now);
    }
    return {
      giveBack: async () => {
        await sql.giveBack(this.db, bucket, key, JSON.stringify(slots));
      },
    };
  }

  /** Attempt times of `key` still in the window, oldest first. */
  private async countedTimes(bucket: string, key: string, windowMs: number, now: number): Promise<number[]> {
    const row = await this.db.rateLimit.findUnique({ where: { bucket_key: { bucket, key } }, select: { hits: true } });
    return Object.values(JSON.parse(row?.hits ?? "{}") as Record<string, number>)
      .map(Number)
      .filter((time) => now - time < windowMs)
      .sort((a, b) => a - b);
  }

  /** Forgets keys nobody tried within their window, so the table holds only live windows. */
  private sweepNowAndThen(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    this.db.rateLimit.deleteMany({ where: { expiresAt: { lt: BigInt(now) } } }).catch((error: unknown) => {
      logger().error("limits", `sweeping old windows failed: ${error instanceof Error ? error.message : error}`);
    });
  }
}
