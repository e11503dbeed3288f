import "server-only";
import { db } from "../../lib/server/db/client";
import type { MailPayload } from "./payload";

// An owner's digest names the questions asked in its window (docs/decisions/140-open-questions-in-the-owners-digest.md),
// but only those still open when it goes: one answered or deleted meanwhile (or gone with its wish)
// is no news. Read when the worker sends the mail, so a change after the question was queued
// needs no edit of the outbox's row.

/** The payload without questions no longer open; null when nothing is left to say. */
export async function withOpenQuestionsOnly(payload: MailPayload): Promise<MailPayload | null> {
  const asked = payload.events.flatMap((event) => (event.type === "asked" ? [event.questionId] : []));
  if (asked.length === 0) return payload;
  const open = await db.question.findMany({ where: { id: { in: asked }, answer: null }, select: { id: true } });
  const stillOpen = new Set(open.map((question) => question.id));
  const events = payload.events.filter((event) => event.type !== "asked" || stillOpen.has(event.questionId));
  if (events.length === 0 && payload.more === 0) return null;
  return { ...payload, events };
}
