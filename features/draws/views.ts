import "server-only";
import { CURRENCIES, DEFAULT_CURRENCY, storedChoice } from "../../lib/list-settings";
import { DRAW_DOCUMENT_FORMAT, DRAW_DOCUMENT_VERSION } from "./shared/draw";
import { LIMITS } from "../../lib/validations/limits";
import type { ApiAnswerData } from "../../lib/validations/responses";
import type { DrawDocumentAnswer, WireDraw } from "./shared/draw-responses";
import { db } from "../../lib/server/db/client";
import type { Draw } from "@/lib/server/db/generated/client";
import { mailEnabled } from "../mail/settings";
import { respondOkPadded } from "../../lib/server/http/respond";
import {
  givesOwnAddress,
  JOIN_ORDER,
  wasRedrawn,
  requireDraw,
  requireOrganizedDraw,
  requireParticipantToken,
} from "./access";

// What each side of a draw sees (docs/api.md "Draws"): a person their own match and nobody else's,
// the organizer who is in, who has a wishlist and who has looked, and no match at all. The
// organizer's reads never select a match, so no mistake in a mapper could leak one.

/** A draw as every answer and file writes it: its budget in whole units, its currency one of ours. */
export function toWireDraw(draw: Draw, names: string[]): WireDraw {
  return {
    slug: draw.slug,
    title: draw.title,
    budget: draw.budgetCents === null ? null : draw.budgetCents / 100,
    currency: storedChoice(CURRENCIES, draw.currency, DEFAULT_CURRENCY),
    event_date: draw.eventDate,
    note: draw.note,
    drawn: draw.round > 0,
    round: draw.round,
    participants: names,
  };
}

/**
 * The excluded pairs in the order their people joined, each pair too ("Anna–Ben", "Anna–Carl",
 * "Ben–Dora"): stable whatever the stored order (the smaller id first) and the times.
 */
function inJoinOrder(people: { id: string }[], exclusions: { aId: string; bId: string }[]): [number, number][] {
  const at = new Map(people.map((person, index) => [person.id, index]));
  return exclusions
    .map(({ aId, bId }) => [at.get(aId)!, at.get(bId)!].sort((x, y) => x - y) as [number, number])
    .sort(([a1, b1], [a2, b2]) => a1 - a2 || b1 - b2);
}

/** The names of everyone in the draw, in the order they joined. */
async function namesOf(drawId: string): Promise<string[]> {
  const people = await db.drawParticipant.findMany({ where: { drawId }, orderBy: JOIN_ORDER, select: { name: true } });
  return people.map((person) => person.name);
}

/**
 * What the join page shows anyone with the draw's link (app/web/draw/page.tsx): its facts and who is
 * in, by name — what every person of the draw sees too; null for an unknown slug.
 */
export async function findPublicDraw(slug: string): Promise<WireDraw | null> {
  if (slug.length > LIMITS.id) return null;
  const draw = await db.draw.findUnique({ where: { slug } });
  return draw ? toWireDraw(draw, await namesOf(draw.id)) : null;
}

type ParticipantAnswer = Extract<ApiAnswerData<"draw_get">, { me: unknown }>;
type OrganizerAnswer = Exclude<ApiAnswerData<"draw_get">, { me: unknown }>;

/**
 * A person's view through their personal token: the draw, and whom they give to once drawn. The
 * first read marks them as joined; only `draw_reveal` marks the match as looked at (a read is
 * not a look: the screen hides the match until "Show whom I give to" is tapped). `redrawn`: the
 * names were drawn again after this person had revealed an earlier round's match — someone who
 * never looked sees their match as a first draw.
 */
export async function participantView(slug: string, token: string | undefined): Promise<ParticipantAnswer> {
  const draw = await requireDraw(slug);
  const me = await requireParticipantToken(draw, token);
  const match = me.givesToId
    ? await db.drawParticipant.findUnique({ where: { id: me.givesToId }, select: { name: true, listSlug: true } })
    : null;
  if (!me.joinedAt)
    await db.drawParticipant.updateMany({ where: { id: me.id, joinedAt: null }, data: { joinedAt: new Date() } });
  return {
    draw: toWireDraw(draw, await namesOf(draw.id)),
    me: {
      id: me.id,
      name: me.name,
      list_slug: me.listSlug,
      gives_to: match ? { name: match.name, list_slug: match.listSlug } : null,
      redrawn: match !== null && wasRedrawn(me, draw.round),
    },
  };
}

/**
 * The most bytes a person's match (`gives_to` and `redrawn`) takes in their answer's JSON: a name of
 * 60 code points of 4 UTF-8 bytes (`"` and `\` take 2 escaped, a lone surrogate never gets in) and a
 * list slug of at most 64 UTF-16 units of 3 bytes. Every person's answer is padded to it (decision 234).
 */
const MATCH_PART_BYTES =
  Buffer.byteLength(JSON.stringify({ gives_to: { name: "", list_slug: "" }, redrawn: false })) +
  LIMITS.visitorName * 4 +
  LIMITS.id * 3;

/** A person's answer, as long whoever they give to, and never compressed (decision 234). */
export function participantAnswer(view: ParticipantAnswer): Response {
  const { gives_to, redrawn } = view.me;
  return respondOkPadded<"draw_get">(view, { gives_to, redrawn }, MATCH_PART_BYTES);
}

/**
 * `draw_reveal`: the person tapped "Show whom I give to" for `round`'s match: from now on the
 * organizer sees that they have looked. Only the round the screen showed: a reveal that arrives
 * after a redraw marks nothing, nor does one before the draw. The answer is the same whatever it
 * marked, and holds nothing of the match.
 */
export async function revealMatch(input: { slug: string; participantToken?: string; round: number }): Promise<void> {
  const draw = await requireDraw(input.slug);
  const me = await requireParticipantToken(draw, input.participantToken);
  // the round is checked in each statement: a redraw committed meanwhile leaves the new match unlooked
  const current = { id: me.id, givesToId: { not: null }, draw: { round: input.round } } as const;
  await db.drawParticipant.updateMany({ where: { ...current, lookedAt: null }, data: { lookedAt: new Date() } });
  await db.drawParticipant.updateMany({
    where: { ...current, firstLookedRound: null },
    data: { firstLookedRound: input.round },
  });
}

/** The organizer's view through the organizer token: people, wishlists, who has looked; no match. */
export async function organizerView(slug: string, token: string | undefined): Promise<OrganizerAnswer> {
  const draw = await requireOrganizedDraw({ slug, organizerToken: token });
  const [people, exclusions, lastYear] = await Promise.all([
    db.drawParticipant.findMany({
      where: { drawId: draw.id },
      orderBy: JOIN_ORDER,
      // never the match (givesToId) nor last year's: the organizer's answer cannot hold what it never read;
      // of a person's mail only that there is an address, never the address (decision 089); of their
      // password only that there is one (who gives their own address, decision 197)
      select: {
        id: true,
        name: true,
        listSlug: true,
        joinedAt: true,
        lookedAt: true,
        ...(mailEnabled ? { mail: { select: { id: true } }, passwordHash: true } : {}),
      },
    }),
    db.drawExclusion.findMany({
      where: { drawId: draw.id },
      orderBy: { createdAt: "asc" },
      select: { aId: true, bId: true },
    }),
    db.drawParticipant.count({ where: { drawId: draw.id, lastYearGivesToId: { not: null } } }),
  ]);
  return {
    draw: {
      ...toWireDraw(
        draw,
        people.map((person) => person.name),
      ),
      avoid_last_year: draw.avoidLastYear && lastYear > 0,
      has_last_year: lastYear > 0,
    },
    participants: people.map((person) => ({
      id: person.id,
      name: person.name,
      joined: person.joinedAt !== null,
      has_list: person.listSlug !== null,
      has_looked: person.lookedAt !== null,
      ...(mailEnabled
        ? {
            has_email: "mail" in person && person.mail !== null,
            gives_own_address: "passwordHash" in person && givesOwnAddress(person),
          }
        : {}),
    })),
    exclusions: inJoinOrder(people, exclusions).map(([a, b]) => ({ a: people[a]!.id, b: people[b]!.id })),
  };
}

/** `draw_export`: the draw as a file: settings, names, wishlists and exclusions by name. */
export async function exportDraw(draw: Draw): Promise<DrawDocumentAnswer> {
  const people = await db.drawParticipant.findMany({
    where: { drawId: draw.id },
    orderBy: JOIN_ORDER,
    select: { id: true, name: true, listSlug: true },
  });
  const exclusions = await db.drawExclusion.findMany({ where: { drawId: draw.id } });
  const { title, budget, currency, event_date, note } = toWireDraw(draw, []);
  return {
    format: DRAW_DOCUMENT_FORMAT,
    version: DRAW_DOCUMENT_VERSION,
    draw: { title, budget, currency, event_date, note },
    participants: people.map((person) => ({ name: person.name, list_slug: person.listSlug })),
    exclusions: inJoinOrder(people, exclusions).map(([a, b]) => [people[a]!.name, people[b]!.name]),
  };
}
