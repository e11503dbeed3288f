import "server-only";
import { randomId } from "../../lib/server/tokens";
import type { MailTransaction } from "./outbox";
import type { DrawMailKind, DrawMailPayload } from "./payload";
import { mailEnabled } from "./settings";
import { wasRedrawn } from "../draws/access";

// A draw's mails in the outbox (docs/decisions/089-draw-mail.md), always written inside the
// transaction of what causes them: the organizer's "send the links", a confirmation, the draw,
// or the worker's look for reminders that have come due. What a mail says is read here, once;
// its personal link is made only when the worker sends it (./draw-links.ts).

/** What a row needs of the person's subscription. */
export type DrawRecipient = {
  id: string;
  participantId: string;
  addressId: string;
  locale: string;
  unsubscribeToken: string;
};

export const DRAW_RECIPIENT = {
  id: true,
  participantId: true,
  addressId: true,
  locale: true,
  unsubscribeToken: true,
} as const;

/** The reminder goes at this hour (the server's time) on the day a week before the exchange. */
export const REMINDER_HOUR = 9;
export const REMINDER_DAYS = 7;

const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/**
 * The exchange days whose reminder is due at `now`: after today (on the day itself it is too
 * late), and no later than the day whose reminder time (REMINDER_HOUR, REMINDER_DAYS before) has
 * passed. Days are `YYYY-MM-DD`, so they compare as text on both backends.
 */
export function reminderWindow(now: Date): { after: string; through: string } {
  const shifted = new Date(now.getTime() - REMINDER_HOUR * 60 * 60_000);
  const through = new Date(shifted.getFullYear(), shifted.getMonth(), shifted.getDate() + REMINDER_DAYS);
  return { after: dayOf(now), through: dayOf(through) };
}

/**
 * Whether the person `givesToId` names has a wishlist on this server (one still there and not
 * hidden): the reminder says "with their wishlist" only then (decision 230). Whose it is stays out.
 */
async function hasWishlist(tx: MailTransaction, givesToId: string | null): Promise<boolean> {
  if (!givesToId) return false;
  const match = await tx.drawParticipant.findUnique({ where: { id: givesToId }, select: { listSlug: true } });
  if (!match?.listSlug) return false;
  const list = await tx.list.findUnique({ where: { slug: match.listSlug }, select: { hiddenAt: true } });
  return list !== null && list.hiddenAt === null;
}

/** One draw mail for `recipient`, due at once; false when the person or the draw is gone. */
export async function queueDrawMail(
  tx: MailTransaction,
  kind: DrawMailKind,
  recipient: DrawRecipient,
  confirmToken?: string,
): Promise<boolean> {
  const person = await tx.drawParticipant.findUnique({
    where: { id: recipient.participantId },
    // the person's own name and the draw's facts; the match only for whether it has a wishlist
    select: {
      name: true,
      firstLookedRound: true,
      givesToId: kind === "draw_reminder",
      draw: { select: { title: true, slug: true, eventDate: true, budgetCents: true, currency: true, round: true } },
    },
  });
  if (!person) return false;
  const { round, ...draw } = person.draw;
  const payload: DrawMailPayload = {
    draw,
    person: person.name,
    drawn: round > 0,
    redrawn: round > 0 && wasRedrawn(person, round),
    ...(kind === "draw_reminder" ? { matchHasList: await hasWishlist(tx, person.givesToId ?? null) } : {}),
    unsubscribe: recipient.unsubscribeToken,
    ...(confirmToken ? { confirm: { token: confirmToken } } : {}),
  };
  await tx.mailOutbox.create({
    data: {
      id: randomId(),
      kind,
      addressId: recipient.addressId,
      subscriptionId: recipient.id,
      locale: recipient.locale,
      payload: JSON.stringify(payload),
      dueAt: new Date(),
    },
  });
  return true;
}

/**
 * Queues the reminders that are due (`scope`: one draw, or one subscription; none: every draw):
 * for confirmed addresses of people in a drawn draw whose day is in the reminder window. Each one
 * is claimed by setting `remindedAt` only where it is still null, in the transaction that queues
 * it, so two instances (or the worker and a draw) queue it once: on PostgreSQL the second update
 * waits for the first one's row lock and then finds the row taken.
 */
export async function queueDueReminders(
  tx: MailTransaction,
  scope: { drawId?: string; subscriptionId?: string },
  now = new Date(),
): Promise<number> {
  if (!mailEnabled) return 0;
  const { due } = await dueReminders(tx, scope, now);
  let queued = 0;
  for (const recipient of due) if (await claimReminder(tx, recipient, now)) queued += 1;
  return queued;
}

/** The time the reminder of a draw on `day` goes: REMINDER_HOUR, REMINDER_DAYS before, the server's time. */
export function reminderTime(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date - REMINDER_DAYS, REMINDER_HOUR);
}

/** How many subscriptions one look reads at a time. */
export const REMINDER_PAGE = 100;

/**
 * The confirmed subscriptions whose reminder is due and not yet queued, in pages by id (`afterId`):
 * the person's draw is drawn, its day is in the window, and it was drawn before the reminder's
 * time — a draw made within the last week needs none: the organizer hands the links on (or mails
 * them) then, and they say the day. Also the last id read, for the next page.
 */
export async function dueReminders(
  client: Pick<MailTransaction, "drawMailSubscription">,
  scope: { drawId?: string; subscriptionId?: string },
  now: Date,
  afterId?: string,
): Promise<{ due: DrawRecipient[]; lastId: string | null }> {
  const { after, through } = reminderWindow(now);
  const rows = await client.drawMailSubscription.findMany({
    where: {
      ...(scope.subscriptionId ? { id: scope.subscriptionId } : afterId ? { id: { gt: afterId } } : {}),
      remindedAt: null,
      confirmedAt: { not: null },
      addressId: { not: null },
      participant: {
        ...(scope.drawId ? { drawId: scope.drawId } : {}),
        draw: { round: { gt: 0 }, eventDate: { gt: after, lte: through } },
      },
    },
    select: { ...DRAW_RECIPIENT, participant: { select: { draw: { select: { eventDate: true, drawnAt: true } } } } },
    orderBy: { id: "asc" },
    take: REMINDER_PAGE,
  });
  const due = rows
    .filter(
      ({ participant: { draw } }) => draw.drawnAt && draw.eventDate && draw.drawnAt <= reminderTime(draw.eventDate),
    )
    .map(({ participant: _draw, ...row }) => ({ ...row, addressId: row.addressId! }));
  return { due, lastId: rows.length === REMINDER_PAGE ? rows.at(-1)!.id : null };
}

/** Takes one reminder (only while nobody has) and queues its mail in the same transaction. */
export async function claimReminder(tx: MailTransaction, recipient: DrawRecipient, now: Date): Promise<boolean> {
  const { count } = await tx.drawMailSubscription.updateMany({
    where: { id: recipient.id, remindedAt: null, addressId: recipient.addressId, confirmedAt: { not: null } },
    data: { remindedAt: now },
  });
  return count === 1 && (await queueDrawMail(tx, "draw_reminder", recipient));
}
