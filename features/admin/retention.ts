import "server-only";
import { isAppError } from "../../lib/errors";
import { announcedDeletionDay, dueBounds, NOTICE_DAYS } from "../../lib/retention";
import { serverConfig } from "../../lib/server/config";
import { db } from "../../lib/server/db/client";
import type { Prisma } from "@/lib/server/db/generated/client";
import { claimTask, type LimitSlot } from "../../lib/server/limits";
import { removeList } from "../lists/list-change";
import { retentionOfInstall } from "./instances";
import { CONFIRMED, tellOwnerOfDeletion } from "../mail/events";
import { mailEnabled } from "../mail/settings";
import { countRetention } from "../../lib/server/metrics";
import { logger } from "../../server/log.mjs";

// RETENTION_DAYS (docs/decisions/131-retention.md): lists and draws whose event day and last change
// are both older than that are deleted — a list as its owner's delete does, pictures and all — and
// the owner of a list that is NOTICE_DAYS from it is mailed once (when an address is confirmed for
// the list's news). One sweep at start and then every day, on one instance: each instance asks
// every hour, and the shared store (./limits) lets one of them sweep per CLAIM_SECONDS.

const HOUR_MS = 60 * 60_000;
/** A little under a day: the instance that swept yesterday at this hour may sweep again. */
const CLAIM_SECONDS = 23 * 60 * 60;
const BATCH = 100;
/** An owner who confirmed an address for the list's news and did not end it (decisions 097, 113). */
const OWNER_TOLD = { kind: "owner", ...CONFIRMED };

export type SweepOutcome = { lists: number; draws: number; told: number };

/** A list or draw as the rule reads it, where a change since the sweep read it keeps it. */
const due = ({ changedBy, eventBefore }: ReturnType<typeof dueBounds>) => ({
  updatedAt: { lte: changedBy },
  OR: [{ eventDate: null }, { eventDate: { lt: eventBefore } }],
});

/** Deletes the due lists one by one, counted into `done`: each tells its givers (mail) and ends its open pages. */
async function deleteDueLists(where: Prisma.ListWhereInput, done: SweepOutcome): Promise<void> {
  const skipped: string[] = [];
  for (;;) {
    const batch = await db.list.findMany({
      where: { ...where, id: { notIn: skipped } },
      select: { id: true, slug: true },
      take: BATCH,
    });
    if (batch.length === 0) return;
    for (const list of batch) {
      try {
        // still due in the deleting transaction: "keep it" pressed meanwhile wins
        await removeList(list, where);
        done.lists += 1;
      } catch (error) {
        if (!isAppError(error) || error.code !== "list_not_found") throw error;
        skipped.push(list.id);
      }
    }
  }
}

/** Mails each owner whose list comes within NOTICE_DAYS of its deletion, once (List.retentionNoticeAt). */
async function tellOwners(retentionDays: number, now: Date): Promise<number> {
  if (!mailEnabled) return 0;
  const soon = due(dueBounds(retentionDays, now, NOTICE_DAYS));
  const lists = await db.list.findMany({
    where: { ...soon, retentionNoticeAt: null, mailSubscriptions: { some: OWNER_TOLD } },
    select: { id: true, eventDate: true, updatedAt: true },
  });
  let told = 0;
  for (const list of lists) {
    const day = announcedDeletionDay({ eventDate: list.eventDate, lastChange: list.updatedAt }, retentionDays, now);
    if (!day) continue;
    const sent = await db
      .$transaction(async (tx) => {
        // the claim that makes it once; updatedAt set to itself, as the notice is no change
        const { count } = await tx.list.updateMany({
          where: { id: list.id, retentionNoticeAt: null, updatedAt: list.updatedAt },
          data: { retentionNoticeAt: now, updatedAt: list.updatedAt },
        });
        if (count === 0) return false;
        const queued = await tellOwnerOfDeletion(tx, list.id, day);
        if (!queued) throw new NobodyToTell();
        return true;
      })
      .catch((error: unknown) => (error instanceof NobodyToTell ? false : Promise.reject(error)));
    if (sent) told += 1;
  }
  return told;
}

/** Thrown to roll the claim back: no confirmed address after all, so nothing is remembered. */
class NobodyToTell extends Error {}

/**
 * One sweep as of `now` (tests move it). Does not claim: see sweepIfClaimed. `done` is filled in as
 * it goes, so a sweep that fails still says what it did before.
 */
export async function sweepRetention(
  retentionDays: number,
  now: Date,
  done: SweepOutcome = { lists: 0, draws: 0, told: 0 },
): Promise<SweepOutcome> {
  const bounds = dueBounds(retentionDays, now);
  await deleteDueLists(due(bounds), done);
  // a draw's people, exclusions, tokens and mail subscriptions go with it (the schema's cascades)
  ({ count: done.draws } = await db.draw.deleteMany({ where: due(bounds) }));
  done.told = await tellOwners(retentionDays, now);
  return done;
}

/** The one row of RetentionSweep: the last sweep, on whichever instance it ran. */
const LAST_SWEEP = 1;

/** Keeps what a sweep did for the admin overview (decision 206); a database that fails it is logged, not thrown. */
async function rememberSweep(at: Date, failed: boolean, { lists, draws, told }: SweepOutcome): Promise<void> {
  const row = { at, failed, lists, draws, ownersTold: told };
  await db.retentionSweep
    .upsert({ where: { id: LAST_SWEEP }, create: { id: LAST_SWEEP, ...row }, update: row })
    .catch((error: unknown) => logger().warn("retention", "could not keep the sweep's outcome", error));
}

/** The last sweep, for the admin overview; null before the first (or without RETENTION_DAYS ever set). */
export async function lastSweep() {
  return db.retentionSweep.findUnique({ where: { id: LAST_SWEEP } });
}

// The claim of a sweep that failed while the database was away, given back at the next look.
let unreturnedClaim: LimitSlot | null = null;

/**
 * Sweeps when this instance gets the day's claim; one log line and the metric per sweep. A sweep
 * that fails gives the claim back, so the next hour's look, on any instance, tries again; what it
 * did stays done (each delete checks its row again, an owner is told once).
 */
export async function sweepIfClaimed(now = new Date()): Promise<void> {
  if (serverConfig.retentionDays === null) return;
  if (unreturnedClaim) {
    await unreturnedClaim.giveBack();
    unreturnedClaim = null;
  }
  const claim = await claimTask("retention-sweep", CLAIM_SECONDS, now.getTime());
  if (!claim) return;
  // the install's value, not this instance's: another one may keep lists longer, or for good (224)
  const install = await retentionOfInstall({ fresh: true, now });
  const differs = install.differs
    ? `; RETENTION_DAYS differs between the instances (${install.values}): set it alike in every environment`
    : "";
  if (install.days === null) {
    logger().warn(
      "retention",
      `not swept: an instance seen lately has RETENTION_DAYS unset and keeps lists for good${differs}`,
    );
    return;
  }
  const retentionDays = install.days;
  const outcome: SweepOutcome = { lists: 0, draws: 0, told: 0 };
  try {
    await sweepRetention(retentionDays, now, outcome);
  } catch (error) {
    await claim.giveBack().catch(() => (unreturnedClaim = claim));
    await rememberSweep(now, true, outcome);
    throw error;
  }
  await rememberSweep(now, false, outcome);
  countRetention(outcome);
  logger().info(
    "retention",
    `swept lists and draws older than ${retentionDays} days: deleted ${outcome.lists} list(s) and ${outcome.draws} draw(s), told ${outcome.told} owner(s)${differs}`,
  );
}

/** The day RETENTION_DAYS deletes the list on, for its owner's answers: only within NOTICE_DAYS. */
export async function ownersDeletionDay(list: { id: string; eventDate: string | null }): Promise<string | undefined> {
  if (serverConfig.retentionDays === null) return undefined;
  const { days: retentionDays } = await retentionOfInstall();
  if (retentionDays === null) return undefined;
  const row = await db.list.findUnique({ where: { id: list.id }, select: { updatedAt: true } });
  if (!row) return undefined;
  const facts = { eventDate: list.eventDate, lastChange: row.updatedAt };
  return announcedDeletionDay(facts, retentionDays, new Date()) ?? undefined;
}

/** At start and then every hour (the claim makes it daily); nothing without RETENTION_DAYS. */
export function startRetentionSweeps(): void {
  if (serverConfig.retentionDays === null) return;
  const run = () =>
    sweepIfClaimed().catch((error: unknown) =>
      logger().warn("retention", "the sweep failed; next try in an hour", error),
    );
  void run();
  setInterval(() => void run(), HOUR_MS).unref();
}
