import "server-only";
import { shared } from "../../server/shared.mjs";
import { databaseProvider, db } from "../../lib/server/db/client";
import { databaseFaultOf } from "../../lib/server/db/fault-kind";
import { logger } from "../../server/log.mjs";

// What the privacy page promises of mail addresses (decisions 081, 133): one nobody confirmed is
// forgotten after a week, and one nothing uses any more (its list deleted, its mails ended) soon
// after. The sender (./worker.ts) sweeps so every SWEEP_EVERY_MS; a server without SMTP_URL, which
// has no sender, sweeps on a timer of its own, as addresses given while mail was on are still
// there (decision 212).

/** How often an instance forgets what nobody needs. */
export const SWEEP_EVERY_MS = 10 * 60_000;
/** An address nobody confirmed is forgotten after a week. */
const UNCONFIRMED_KEPT_MS = 7 * 24 * 60 * 60_000;
/** Rows nothing uses any more are kept this long, so a sweep never races the change that made them. */
const UNUSED_KEPT_MS = 60 * 60_000;
/** How long an ended list subscription can be undone on the mail page (decision 113). */
const ENDED_KEPT_MS = 7 * 24 * 60 * 60_000;

const pgTime = (date: Date) => date.toISOString();

/**
 * Forgets what nobody needs: unconfirmed subscriptions and addresses after a week (a person's
 * address in a draw too: the person keeps their row, decision 089), ended subscriptions a week
 * after their link ended them (no undo after that, decision 113), unused subscriptions and
 * addresses.
 */
export async function forgetUnused(now = Date.now()): Promise<void> {
  const unconfirmedBefore = new Date(now - UNCONFIRMED_KEPT_MS);
  const unusedBefore = new Date(now - UNUSED_KEPT_MS);
  const endedBefore = new Date(now - ENDED_KEPT_MS);
  if (databaseProvider === "postgresql") {
    // one statement each, so a row touched meanwhile (lastUsedAt) is re-checked and kept
    await db.$executeRaw`UPDATE "DrawMailSubscription" SET "addressId" = NULL, "confirmTokenHash" = NULL
        WHERE "confirmedAt" IS NULL AND "addressId" IS NOT NULL
          AND "lastUsedAt" < ${pgTime(unconfirmedBefore)}::timestamp(3)`;
    await db.$executeRaw`DELETE FROM "MailSubscription"
        WHERE "confirmedAt" IS NULL AND "lastUsedAt" < ${pgTime(unconfirmedBefore)}::timestamp(3)`;
    await db.$executeRaw`DELETE FROM "MailSubscription" WHERE "endedAt" < ${pgTime(endedBefore)}::timestamp(3)`;
    await db.$executeRaw`DELETE FROM "MailAddress" a
        WHERE a."confirmedAt" IS NULL AND a."lastUsedAt" < ${pgTime(unconfirmedBefore)}::timestamp(3)
          AND NOT EXISTS (SELECT 1 FROM "DrawMailSubscription" d
            WHERE d."addressId" = a."id" AND d."confirmedAt" IS NOT NULL)
          AND NOT EXISTS (SELECT 1 FROM "MailSubscription" s
            WHERE s."addressId" = a."id" AND s."confirmedAt" IS NOT NULL)`;
    await db.$executeRaw`DELETE FROM "MailSubscription" s
        WHERE s."kind" = 'giver' AND s."lastUsedAt" < ${pgTime(unusedBefore)}::timestamp(3)
          AND NOT EXISTS (SELECT 1 FROM "Reservation" r WHERE r."watcherId" = s."id")
          AND NOT EXISTS (SELECT 1 FROM "Pledge" p WHERE p."watcherId" = s."id")
          AND NOT EXISTS (SELECT 1 FROM "Question" q WHERE q."watcherId" = s."id")`;
    await db.$executeRaw`DELETE FROM "MailAddress" a
        WHERE a."lastUsedAt" < ${pgTime(unusedBefore)}::timestamp(3)
          AND NOT EXISTS (SELECT 1 FROM "MailSubscription" s WHERE s."addressId" = a."id")
          AND NOT EXISTS (SELECT 1 FROM "DrawMailSubscription" d WHERE d."addressId" = a."id")
          AND NOT EXISTS (SELECT 1 FROM "MailOutbox" o WHERE o."addressId" = a."id")`;
    return;
  }
  await db.drawMailSubscription.updateMany({
    where: { confirmedAt: null, addressId: { not: null }, lastUsedAt: { lt: unconfirmedBefore } },
    data: { addressId: null, confirmTokenHash: null },
  });
  await db.mailSubscription.deleteMany({ where: { confirmedAt: null, lastUsedAt: { lt: unconfirmedBefore } } });
  await db.mailSubscription.deleteMany({ where: { endedAt: { lt: endedBefore } } });
  await db.mailAddress.deleteMany({
    where: {
      confirmedAt: null,
      lastUsedAt: { lt: unconfirmedBefore },
      drawMail: { none: { confirmedAt: { not: null } } },
      subscriptions: { none: { confirmedAt: { not: null } } },
    },
  });
  await db.mailSubscription.deleteMany({
    where: {
      kind: "giver",
      lastUsedAt: { lt: unusedBefore },
      reservations: { none: {} },
      pledges: { none: {} },
      questions: { none: {} },
    },
  });
  await db.mailAddress.deleteMany({
    where: {
      lastUsedAt: { lt: unusedBefore },
      subscriptions: { none: {} },
      drawMail: { none: {} },
      outbox: { none: {} },
    },
  });
}

/**
 * On a server without mail: forgets now and every SWEEP_EVERY_MS, once per process
 * (instrumentation.ts). A database fault is left to the fault watch's lines; the next turn tries again.
 */
export function startForgettingWithoutMail(): void {
  shared("mailForgetting", () => {
    const forget = () =>
      forgetUnused().catch((error: unknown) => {
        if (databaseFaultOf(error)) return;
        logger().warn("mail", `forgetting unused addresses failed: ${error instanceof Error ? error.message : error}`);
      });
    void forget();
    return setInterval(() => void forget(), SWEEP_EVERY_MS).unref();
  });
}
