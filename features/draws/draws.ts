import "server-only";
import { AppError, isAppError } from "../../lib/errors";
import { nextYearsDay } from "../../lib/next-year";
import type {
  CreateDrawInput,
  DrawDocumentInput,
  DrawSettings,
  OrganizerLoginInput,
  UpdateDrawInput,
} from "./shared/draw";
import { db } from "../../lib/server/db/client";
import { countedUnlessFailed, limits, takePasswordAttempt } from "../../lib/server/limits";
import { findListStamp } from "../lists/lists";
import { hashPassword, verifyPassword } from "../../lib/server/passwords";
import { randomId } from "../../lib/server/tokens";
import type { Draw } from "@/lib/server/db/generated/client";
import { issueDrawToken, JOIN_ORDER, requireDraw, requireOrganizedDraw } from "./access";
import { changeDraw } from "./change";
import { lookalikeKey, nameKey } from "./people";
import { carriesLastYear } from "./shared/last-year";
import { toWireDraw } from "./views";

// Creating a draw — empty, from a draw file, or as a copy of last year's — and the organizer's login
// (docs/api.md "Draws"). A new draw counts as a list creation toward the per-address limit.

type FromClient = { clientAddress: string };

/** A person as a new draw takes them: from a file or last year's draw. */
type Person = {
  name: string;
  passwordHash: string | null;
  listSlug: string | null;
  /** Last year's draw: whom they drew (an index into the same people), never shown. */
  lastYear?: number;
};
type People = { people: Person[]; exclusions: [number, number][]; settings?: Partial<DrawSettings> };

/** A draw file's people: each name once, every exclusion between two of them (400 `document_invalid` names the entry). */
async function peopleOfDocument(document: DrawDocumentInput): Promise<People> {
  const at = new Map<string, number>();
  const looks = new Set<string>();
  const people: Person[] = [];
  for (const [index, person] of document.participants.entries()) {
    // a name twice, or one that looks like another, names nobody clearly
    const [key, look] = [nameKey(person.name), lookalikeKey(person.name)];
    if (at.has(key) || looks.has(look)) {
      throw new AppError("document_invalid", { field: `document.participants.${index}.name` });
    }
    at.set(key, index);
    looks.add(look);
    // a wishlist of another server (or one deleted since) is left out, not refused
    const listSlug = person.listSlug && (await findListStamp(person.listSlug)) ? person.listSlug : null;
    people.push({ name: person.name, passwordHash: null, listSlug });
  }
  const exclusions = document.exclusions.map(([a, b], index): [number, number] => {
    const pair = [at.get(nameKey(a)), at.get(nameKey(b))];
    if (pair[0] === undefined || pair[1] === undefined || pair[0] === pair[1]) {
      throw new AppError("document_invalid", { field: `document.exclusions.${index}` });
    }
    return pair as [number, number];
  });
  return { people, exclusions };
}

/**
 * Last year's draw on this server, with its organizer token: its people (passwords too) and pairs,
 * and its budget, currency and note, with its day a year on (issue 51: the copy lost them).
 */
async function peopleOfLastYear(slug: string, organizerToken: string | undefined): Promise<People> {
  const draw = await requireOrganizedDraw({ slug, organizerToken }).catch((error: unknown) => {
    if (!isAppError(error)) throw error;
    throw new AppError(error.code, { field: error.code === "draw_not_found" ? "from_slug" : "from_organizer_token" });
  });
  const rows = await db.drawParticipant.findMany({
    where: { drawId: draw.id },
    orderBy: JOIN_ORDER,
  });
  const at = new Map(rows.map((row, index) => [row.id, index]));
  const { currency, note, event_date } = toWireDraw(draw, []);
  const past = carriesLastYear(draw.eventDate);
  const exclusions = await db.drawExclusion.findMany({ where: { drawId: draw.id }, orderBy: { createdAt: "asc" } });
  return {
    people: rows.map((row) => ({
      name: row.name,
      passwordHash: row.passwordHash,
      listSlug: row.listSlug,
      lastYear: past && row.givesToId ? at.get(row.givesToId) : undefined,
    })),
    exclusions: exclusions.map(({ aId, bId }) => [at.get(aId)!, at.get(bId)!]),
    // the budget in hundredths, as a schema's budget is
    settings: {
      budget: draw.budgetCents,
      currency,
      note,
      eventDate: event_date === null ? null : nextYearsDay(event_date),
    },
  };
}

/**
 * `draw_create`: a new draw with its organizer password and a first organizer token. A file
 * brings its settings, people and exclusions; a copy of last year's draw (`fromSlug` with its
 * organizer token) brings people with their passwords and wishlists, the exclusions and — hidden —
 * who drew whom, so "not the same as last year" can hold. The fields sent win over both.
 */
export async function createDraw(
  input: CreateDrawInput & FromClient,
): Promise<{ slug: string; organizerToken: string }> {
  return countedUnlessFailed(limits.listCreates, input.clientAddress, async () => {
    const from =
      input.fromSlug !== undefined
        ? await peopleOfLastYear(input.fromSlug, input.fromOrganizerToken)
        : input.document
          ? await peopleOfDocument(input.document)
          : { people: [], exclusions: [] };
    const settings: Partial<DrawSettings> = from.settings ?? input.document?.settings ?? {};
    const hasLastYear = from.people.some((person) => person.lastYear !== undefined);
    const organizerPasswordHash = await hashPassword(input.organizerPassword);
    const id = randomId();
    const slug = randomId();
    const ids = from.people.map(() => randomId());
    // the people keep their order: each a millisecond after the one before
    const start = Date.now();
    const token = await db.$transaction(async (tx) => {
      await tx.draw.create({
        data: {
          id,
          slug,
          title: input.title,
          organizerPasswordHash,
          budgetCents: input.budget !== undefined ? input.budget : (settings.budget ?? null),
          currency: input.currency ?? settings.currency ?? "EUR",
          eventDate: input.eventDate !== undefined ? input.eventDate : (settings.eventDate ?? null),
          note: input.note !== undefined ? input.note : (settings.note ?? null),
          avoidLastYear: hasLastYear && (input.avoidLastYear ?? true),
        },
      });
      await tx.drawParticipant.createMany({
        data: from.people.map((person, index) => ({
          id: ids[index]!,
          drawId: id,
          name: person.name,
          nameKey: nameKey(person.name),
          passwordHash: person.passwordHash,
          listSlug: person.listSlug,
          lastYearGivesToId: person.lastYear !== undefined ? ids[person.lastYear]! : null,
          createdAt: new Date(start + index),
        })),
      });
      // one row per pair, the smaller id first, whichever way and however often a file names it
      const pairs = new Map(
        from.exclusions.map(([a, b]) => {
          const [aId, bId] = [ids[a]!, ids[b]!].sort() as [string, string];
          return [`${aId}|${bId}`, { drawId: id, aId, bId }];
        }),
      );
      await tx.drawExclusion.createMany({ data: [...pairs.values()] });
      return issueDrawToken(id, null, tx);
    });
    return { slug, organizerToken: token };
  });
}

/** `draw_login`: a new organizer token for the organizer password (404, then 429, then 401). */
export async function organizerLogin(input: OrganizerLoginInput & FromClient): Promise<{ organizerToken: string }> {
  const draw = await requireDraw(input.slug);
  // counted before the hash is checked, given back when it was right (docs/api.md "Rate limits")
  const slot = await takePasswordAttempt(draw.id, input.clientAddress);
  const { ok, needsRehash } = await verifyPassword(draw.organizerPasswordHash, input.organizerPassword);
  if (!ok) throw new AppError("organizer_password_wrong");
  await slot.giveBack();
  if (needsRehash) {
    await db.draw.update({
      where: { id: draw.id },
      data: { organizerPasswordHash: await hashPassword(input.organizerPassword) },
    });
  }
  return { organizerToken: await issueDrawToken(draw.id, null) };
}

/**
 * `draw_update`: the organizer changes the title, budget, currency, day or note, before the draw or
 * after it (issue 51); every screen reads the new values on its next read. A field left out stays.
 */
export async function updateDraw(
  draw: Draw,
  { slug: _slug, organizerToken: _token, ...fields }: UpdateDrawInput,
): Promise<void> {
  const { title, budget, currency, eventDate, note } = fields;
  // in the draw's change: a change of the budget lands between two joins, never inside one
  await changeDraw(draw.id, (tx) =>
    tx.draw.update({ where: { id: draw.id }, data: { title, budgetCents: budget, currency, eventDate, note } }),
  );
}
