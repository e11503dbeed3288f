import "server-only";
import { personalDrawLink } from "../../lib/draw-link";
import { db } from "../../lib/server/db/client";
import { serverConfig } from "../../lib/server/config";
import { issueDrawToken } from "../draws/access";
import type { RenderedMail } from "./content";
import { renderDrawMail } from "./draw-content";
import { claimReminder, dueReminders } from "./draw-outbox";
import { readDrawPayload, type DrawMailKind } from "./payload";

// The worker's part of a draw's mails (docs/decisions/089-draw-mail.md): the personal link is made
// when a mail is sent — a new token of that person, like the one a person gets coming back with
// their password — so no token waits in the outbox, and after the organizer renewed the person's
// link, a mail still waiting carries the new one. And the look for reminders that have come due.

export const DRAW_MAIL_KINDS: readonly string[] = [
  "draw_confirm",
  "draw_link",
  "draw_reminder",
] satisfies DrawMailKind[];

type Row = { kind: string; subscriptionId: string | null; addressId: string; locale: string; payload: string };

/**
 * The mail a draw's row stands for, and whether it carries a link made for this try (which stays
 * valid whatever the try's outcome: it may have been delivered, decision 099); null when
 * there is nothing to send any more: the person left the draw, their address changed or was
 * forgotten (unsubscribed), or a confirmation waits for an address confirmed meanwhile.
 */
export async function prepareDrawMail(row: Row): Promise<{ mail: RenderedMail; freshLink: boolean } | null> {
  const subscription = row.subscriptionId
    ? await db.drawMailSubscription.findUnique({
        where: { id: row.subscriptionId },
        select: {
          addressId: true,
          confirmedAt: true,
          participantId: true,
          participant: { select: { drawId: true, draw: { select: { slug: true } } } },
        },
      })
    : null;
  if (!subscription || subscription.addressId !== row.addressId) return null;
  const kind = row.kind as DrawMailKind;
  const payload = readDrawPayload(row.payload);
  if (kind === "draw_confirm") {
    if (subscription.confirmedAt) return null;
    return { mail: renderDrawMail(kind, row.locale, payload, null), freshLink: false };
  }
  if (!subscription.confirmedAt) return null;
  const { drawId, draw } = subscription.participant;
  const token = await issueDrawToken(drawId, subscription.participantId);
  const link = personalDrawLink(serverConfig.publicBaseUrl ?? "", draw.slug, token);
  return { mail: renderDrawMail(kind, row.locale, payload, link), freshLink: true };
}

/**
 * Queues every reminder that has come due, each in a transaction of its own that claims it first,
 * so several instances looking at once queue each one once.
 */
export async function queueRemindersDueNow(now = new Date()): Promise<void> {
  let afterId: string | undefined;
  do {
    const page = await dueReminders(db, {}, now, afterId);
    for (const recipient of page.due) await db.$transaction((tx) => claimReminder(tx, recipient, now));
    afterId = page.lastId ?? undefined;
  } while (afterId);
}
