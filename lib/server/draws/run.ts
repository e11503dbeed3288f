import "server-only";
import { AppError, type DrawImpossibility } from "../../errors";
import type { ExcludeInput, RunDrawInput } from "../../validations/draw";
import { DRAW } from "../../validations/limits";
import { JOIN_ORDER, requireOrganizedDraw, requireParticipant } from "./access";
import { drawAssignment, type Assignment } from "./assign";
import { changeDraw, requireOpenDraw } from "./change";

// Exclusions and the draw itself (docs/api.md "Draws", docs/decisions/078-a-fair-draw.md).

/** `draw_exclude`: `a` and `b` do not draw each other, both ways (`remove`: they may again). */
export async function setExclusion(input: ExcludeInput): Promise<void> {
  const draw = await requireOrganizedDraw(input);
  const a = await requireParticipant(draw, input.a, "a");
  const b = await requireParticipant(draw, input.b, "b");
  // one row per pair, the smaller id first: "Anna–Ben" and "Ben–Anna" are one exclusion
  const [aId, bId] = [a.id, b.id].sort();
  const pair = { aId: aId!, bId: bId! };
  await changeDraw(draw.id, async (tx, state) => {
    requireOpenDraw(state);
    if (input.remove) {
      await tx.drawExclusion.deleteMany({ where: pair });
      return;
    }
    if (!(await tx.drawExclusion.findUnique({ where: { aId_bId: pair } }))) {
      await tx.drawExclusion.create({ data: { drawId: draw.id, ...pair } });
    }
  });
}

/** Why the draw is impossible, in the people's names (never anything about a match). */
function impossibility(result: Extract<Assignment, { ok: false }>, names: string[]): DrawImpossibility {
  const people = result.people.map((index) => names[index]!);
  const others = result.others.map((index) => names[index]!);
  const reason =
    result.side === "givers"
      ? others.length === 0
        ? "gives_to_nobody"
        : "too_few_to_give_to"
      : others.length === 0
        ? "nobody_gives_to"
        : "too_few_givers";
  return { reason, people, others };
}

/**
 * `draw_run`: draws everyone's match in one transaction, under the draw's lock, so two taps at
 * once draw once (the second finds it drawn: 409 `draw_done`) and nobody joins meanwhile. `redraw`
 * draws anew: everyone gets a new match and has not looked at it yet. When no draw keeps the rules,
 * 409 `draw_impossible` names why and nothing is stored. `avoidLastYear` (a copied draw): nobody
 * draws last year's person; a changed setting is kept with the draw it made.
 */
export async function runDraw(input: RunDrawInput): Promise<void> {
  const draw = await requireOrganizedDraw(input);
  await changeDraw(draw.id, async (tx, state) => {
    if (state.drawn && !input.redraw) throw new AppError("draw_done");
    const current = await tx.draw.findUniqueOrThrow({ where: { id: draw.id }, select: { avoidLastYear: true } });
    const avoidLastYear = input.avoidLastYear ?? current.avoidLastYear;
    const people = await tx.drawParticipant.findMany({
      where: { drawId: draw.id },
      orderBy: JOIN_ORDER,
      select: { id: true, name: true, lastYearGivesToId: true },
    });
    if (people.length < DRAW.minParticipants) throw new AppError("draw_too_small");
    const index = new Map(people.map((person, at) => [person.id, at]));
    const excluded = new Set<string>();
    for (const { aId, bId } of await tx.drawExclusion.findMany({ where: { drawId: draw.id } })) {
      excluded.add(`${index.get(aId)}>${index.get(bId)}`).add(`${index.get(bId)}>${index.get(aId)}`);
    }
    const allowed = people.map((_, giver) =>
      people.map((__, receiver) => giver !== receiver && !excluded.has(`${giver}>${receiver}`)),
    );
    const strict = avoidLastYear
      ? allowed.map((row, giver) =>
          row.map((may, receiver) => may && people[giver]!.lastYearGivesToId !== people[receiver]!.id),
        )
      : allowed;
    const result = drawAssignment(strict);
    if (!result.ok) {
      // only the exclusions the organizer sees are named; last year's pairs stay unnamed
      const plain = avoidLastYear ? drawAssignment(allowed) : result;
      throw new AppError("draw_impossible", {
        impossibility: plain.ok
          ? { reason: "last_year", people: [], others: [] }
          : impossibility(
              plain,
              people.map((person) => person.name),
            ),
      });
    }
    for (const [giver, receiver] of result.receivers.entries()) {
      await tx.drawParticipant.update({
        where: { id: people[giver]!.id },
        data: { givesToId: people[receiver]!.id, lookedAt: null },
      });
    }
    await tx.draw.update({
      where: { id: draw.id },
      data: { round: { increment: 1 }, drawnAt: new Date(), avoidLastYear },
    });
  });
}
