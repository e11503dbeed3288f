// The draw mail tests' shared steps (tests/api/draw-*mail*.test.ts, docs/decisions/089-draw-mail.md):
// a person's link in a mail, the organizer's mail calls, and a draw moved back in time so that its
// reminder falls due without a clock.
import { expect } from "vitest";
import type { Api } from "./api";
import { inStoredForm, openDatabase } from "./database";
import { drawCalls, type Organizer, type Person } from "./draws";
import { SITE, confirmAddress } from "./mail";
import type { ReceivedMail, SmtpCatcher } from "./smtp";

/** A day `days` from today on the server's (this machine's) calendar, `YYYY-MM-DD`. */
export function dayFromNow(days: number): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/** A mail to `address` that holds a person's own link. */
export const isLinkMail = (address: string) => (mail: ReceivedMail) =>
  mail.to === address && /#person=/.test(mail.text);

/** A reminder mail (its subject starts with "Reminder"). */
export const isReminder = (mail: ReceivedMail) => /^Reminder/.test(mail.subject);

/** The token of the personal link in a mail (`/web/draw/?slug=…#person=…`). */
export function personToken(mail: ReceivedMail, draw: Organizer): string {
  const match = new RegExp(`${SITE}/web/draw/\\?slug=${draw.slug}#person=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, `a personal link in:\n${mail.text}`).not.toBeNull();
  return match![1]!;
}

/** Moves a drawn draw's day to `days` from now, as if it had been drawn a month ago. */
export async function drawnLongAgo(databaseUrl: string, draw: Organizer, days: number): Promise<void> {
  const database = openDatabase(databaseUrl);
  try {
    const { rows } = await database.execute('SELECT "drawnAt" FROM "Draw" WHERE "slug" = ?', [draw.slug]);
    const drawnAt = inStoredForm(rows[0]!.drawnAt, new Date(Date.now() - 30 * 24 * 60 * 60_000));
    await database.execute('UPDATE "Draw" SET "eventDate" = ?, "drawnAt" = ? WHERE "slug" = ?', [
      dayFromNow(days),
      drawnAt,
      draw.slug,
    ]);
  } finally {
    await database.close();
  }
}

/** drawCalls(api) and the organizer's mail calls; `confirm` follows a confirmation sent through `smtp`. */
export function drawMailCalls(api: Api, smtp: SmtpCatcher) {
  const calls = drawCalls(api);
  const sendLinks = (draw: Organizer, fields: Record<string, unknown> = {}) =>
    calls.organizerPost("/api/draw_send_links.php", draw, fields);
  const setEmail = (draw: Organizer, person: Person, email: string | null) =>
    calls.organizerPost("/api/draw_email.php", draw, { participant_id: person.id, email });
  /** Who has an address, as the organizer sees it (never the address). */
  async function hasEmail(draw: Organizer): Promise<Record<string, boolean | undefined>> {
    const view = (await calls.organizerView(draw)) as unknown as {
      participants: { name: string; has_email?: boolean }[];
    };
    return Object.fromEntries(view.participants.map((person) => [person.name, person.has_email]));
  }
  const confirm = (address: string) => confirmAddress(api, smtp, address);
  return { ...calls, sendLinks, setEmail, hasEmail, confirm };
}
