import "server-only";
import { AppError, type DrawImpossibility } from "../../lib/errors";
import type { ExcludeInput, RunDrawInput } from "./shared/draw";
import { DRAW } from "../../lib/validations/limits";
import { db } from "../../lib/server/db/client";
import { Prisma, type Draw } from "@/lib/server/db/generated/client";
import { limits, takeEach } from "../../lib/server/limits";
import { JOIN_ORDER, requireParticipant } from "./access";
import type { Allowed, Assignment } from "./assign.mjs";
import { drawOnThread, inDrawTurn } from "./assign-threads";
import { changeDraw, requireOpenDraw } from "./change";

// Exclusions and the draw itself (docs/api.md "Draws", docs/decisions/078-a-fair-draw.md, and
// 094-a-draw-that-tells-nothing.md for what bounds a draw's work).

/** `draw_exclude`: `a` and `b` do not draw each other, both ways (`remove`: they may again). */
export async function setExclusion(draw: Draw, input: ExcludeInput): Promise<void> {
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
    if (await tx.drawExclusion.findUnique({ where: { aId_bId: pair } })) return;
    // every exclusion is work for every draw: a bounded number per draw
    if ((await tx.drawExclusion.count({ where: { drawId: draw.id } })) >= DRAW.maxExclusions) {
      throw new AppError("too_many_exclusions");
    }
    await tx.drawExclusion.create({ data: { drawId: draw.id, ...pair } });
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

/** Who may draw whom, read outside the draw's lock; `version` says whether it is still so when stored. */
async function readDraw(drawId: string, input: RunDrawInput) {
  // the version first: any change after it (a join, an exclusion) moves it on
  const current = await db.draw.findUniqueOrThrow({
    where: { id: drawId },
    select: { version: true, round: true, avoidLastYear: true },
  });
  if (current.round > 0 && !input.redraw) throw new AppError("draw_done");
  const people = await db.drawParticipant.findMany({
    where: { drawId },
    orderBy: JOIN_ORDER,
    select: { id: true, name: true, lastYearGivesToId: true },
  });
  if (people.length < DRAW.minParticipants) throw new AppError("draw_too_small");
  const index = new Map(people.map((person, at) => [person.id, at]));
  const allowed = people.map((_, giver) => people.map((__, receiver) => giver !== receiver));
  // up to 1,000 rows a draw, read raw: two columns, without the query compiler's mapping of each row
  const exclusions = await db.$queryRaw<{ aId: string; bId: string }[]>`
    SELECT "aId", "bId" FROM "DrawExclusion" WHERE "drawId" = ${drawId}`;
  for (const { aId, bId } of exclusions) {
    const [a, b] = [index.get(aId), index.get(bId)];
    if (a !== undefined && b !== undefined) allowed[a]![b] = allowed[b]![a] = false;
  }
  const avoidLastYear = input.avoidLastYear ?? current.avoidLastYear;
  const strict: Allowed | null = avoidLastYear
    ? allowed.map((row, giver) =>
        row.map((may, receiver) => may && people[giver]!.lastYearGivesToId !== people[receiver]!.id),
      )
    : null;
  return { version: current.version, people, allowed, strict, avoidLastYear };
}

/**
 * Who gives to whom, on a draw thread. Last year's pairs are avoided when they can be, never at the
 * price of a refusal: a refusal (or any other answer) that came only from them would tell the
 * organizer who drew whom (issue 50, finding 4). Only the exclusions the organizer set are named.
 */
async function assign(plan: Awaited<ReturnType<typeof readDraw>>): Promise<number[]> {
  const avoided = plan.strict ? await drawOnThread(plan.strict) : null;
  const result = avoided?.ok ? avoided : await drawOnThread(plan.allowed);
  if (result.ok) return result.receivers;
  throw new AppError("draw_impossible", {
    impossibility: impossibility(
      result,
      plan.people.map((person) => person.name),
    ),
  });
}

/** A change read, drawn and stored meanwhile is drawn again from what is there now, this often at most. */
const ATTEMPTS = 3;

/**
 * `draw_run`: draws everyone's match; stored in one transaction under the draw's lock, so two taps
 * at once draw once (the second finds it drawn: 409 `draw_done`) and nobody joins meanwhile. The
 * drawing itself runs before, outside the lock, on a draw thread (./assign-threads.ts); when the
 * draw changed in between, it is drawn again. `redraw` draws anew: everyone gets a new match and
 * has not looked at it yet. When no draw keeps the rules, 409 `draw_impossible` names why (only
 * ever the exclusions) and nothing is stored. `avoidLastYear` (a copied draw): nobody draws last
 * year's person when that can be; a changed setting is kept with the draw it made. Each run counts
 * toward the draws per draw and per address (429).
 */
export async function runDraw(draw: Draw, input: RunDrawInput & { clientAddress: string }): Promise<void> {
  await takeEach([
    [limits.drawRuns, draw.id],
    [limits.drawRunsPerAddress, input.clientAddress],
  ]);
  await inDrawTurn(input.clientAddress, async () => {
    for (let attempt = 1; ; attempt += 1) {
      if (await drawOnce(draw.id, input)) return;
      if (attempt === ATTEMPTS) throw new AppError("draw_busy", { retryAfterSeconds: 1 });
    }
  });
}

/** Reads, draws and stores; false when the draw changed meanwhile (nothing stored). */
async function drawOnce(drawId: string, input: RunDrawInput): Promise<boolean> {
  const plan = await readDraw(drawId, input);
  const receivers = await assign(plan);
  return changeDraw(drawId, async (tx, state) => {
    if (state.drawn && !input.redraw) throw new AppError("draw_done");
    if (state.version !== plan.version + 1) return false;
    await storeMatches(tx, drawId, plan.people, receivers);
    await tx.draw.update({
      where: { id: drawId },
      data: { round: { increment: 1 }, drawnAt: new Date(), avoidLastYear: plan.avoidLastYear },
    });
    return true;
  });
}

/** Everyone's match in one statement (one statement per person held the event loop ~0.5 ms each). */
async function storeMatches(
  tx: Prisma.TransactionClient,
  drawId: string,
  people: { id: string }[],
  receivers: number[],
): Promise<void> {
  const cases = receivers.map((receiver, giver) => Prisma.sql`WHEN ${people[giver]!.id} THEN ${people[receiver]!.id}`);
  await tx.$executeRaw`
    UPDATE "DrawParticipant" SET "givesToId" = CASE "id" ${Prisma.join(cases, " ")} END, "lookedAt" = NULL
    WHERE "drawId" = ${drawId}`;
}
