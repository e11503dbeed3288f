import "server-only";
import { databaseProvider, db } from "../../lib/server/db/client";
import { registerGauge } from "../../lib/server/metrics";

// Taking the next mail of the outbox for the worker (./worker.ts, docs/decisions/081-mail.md), and
// how full the outbox is. Mails to addresses already confirmed (digests, change notices, a draw's
// links and reminders) go before confirmations (decision 098): a flood of confirmations, which
// only a stranger's requests make, never holds up real mail.

/** A mail the worker has claimed. */
export type Claimed = {
  id: string;
  kind: string;
  addressId: string;
  subscriptionId: string | null;
  locale: string;
  payload: string;
  attempts: number;
  createdAt: Date;
  /** When it was to go (a digest's window's end, or the next try). */
  dueAt: Date;
};

/** The kinds that ask an address to confirm: sent after every other due mail. */
export const CONFIRMATION_KINDS = ["confirm", "draw_confirm"];

const pgTime = (date: Date) => date.toISOString();

/** Claims one due mail for `leaseMs`: the next real mail first, else the next confirmation. */
export async function claimOne(now: Date, leaseMs: number): Promise<Claimed | null> {
  const id = (await claimOf(false, now, leaseMs)) ?? (await claimOf(true, now, leaseMs));
  if (!id) return null;
  return db.mailOutbox.findUnique({
    where: { id },
    select: {
      id: true,
      kind: true,
      addressId: true,
      subscriptionId: true,
      locale: true,
      payload: true,
      attempts: true,
      createdAt: true,
      dueAt: true,
    },
  });
}

/**
 * On PostgreSQL with FOR UPDATE SKIP LOCKED, so two instances never take the same row; on SQLite
 * this process is the file's only server, so its one loop is the only sender.
 */
async function claimOf(confirmations: boolean, now: Date, leaseMs: number): Promise<string | undefined> {
  const lease = new Date(now.getTime() + leaseMs);
  if (databaseProvider === "postgresql") {
    const rows = await db.$queryRaw<{ id: string }[]>`
      UPDATE "MailOutbox" SET "claimedUntil" = ${pgTime(lease)}::timestamp(3), "attempts" = "attempts" + 1
      WHERE "id" = (SELECT "id" FROM "MailOutbox"
        WHERE "dueAt" <= ${pgTime(now)}::timestamp(3)
          AND ("claimedUntil" IS NULL OR "claimedUntil" < ${pgTime(now)}::timestamp(3))
          AND ("kind" IN ('confirm', 'draw_confirm')) = ${confirmations}
        ORDER BY "dueAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING "id"`;
    return rows[0]?.id;
  }
  // SQLite: this loop is the file's one sender, so a read and a claim in a row race nobody
  const due = {
    dueAt: { lte: now },
    OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
    kind: confirmations ? { in: CONFIRMATION_KINDS } : { notIn: CONFIRMATION_KINDS },
  };
  const next = await db.mailOutbox.findFirst({ where: due, orderBy: { dueAt: "asc" }, select: { id: true } });
  if (!next) return undefined;
  const { count } = await db.mailOutbox.updateMany({
    where: { id: next.id, ...due },
    data: { claimedUntil: lease, attempts: { increment: 1 } },
  });
  return count === 1 ? next.id : undefined;
}

/** The outbox as the last look found it, for the gauges (a scrape reads, it does not query). */
const outbox = { size: 0, oldest: null as Date | null };

/** Counts the outbox's mails and finds its oldest; the worker calls it now and then. */
export async function measureOutbox(): Promise<void> {
  const { _count, _min } = await db.mailOutbox.aggregate({ _count: { _all: true }, _min: { createdAt: true } });
  outbox.size = _count._all;
  outbox.oldest = _min.createdAt;
}

registerGauge({
  name: "wunschliste_mail_outbox_size",
  help: "Mails waiting in the outbox (all instances), as the last look found them",
  read: () => outbox.size,
});
registerGauge({
  name: "wunschliste_mail_outbox_oldest_seconds",
  help: "How long the outbox's oldest mail has waited, in seconds (0: none waits)",
  read: () => (outbox.oldest ? Math.max(0, (Date.now() - outbox.oldest.getTime()) / 1000) : 0),
});
