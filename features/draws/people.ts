import "server-only";
import { personalDrawLink } from "../../lib/draw-link";
import { AppError } from "../../lib/errors";
import { DEFAULT_LOCALE, type Locale } from "../../lib/locale";
import type { JoinDrawInput, ParticipantAccess, WishlistInput } from "./shared/draw";
import { DRAW } from "../../lib/validations/limits";
import { db } from "../../lib/server/db/client";
import type { Draw, DrawParticipant } from "@/lib/server/db/generated/client";
import { limits, takePasswordAttempt } from "../../lib/server/limits";
import unhomoglyph from "unhomoglyph";
import { findListStamp } from "../lists/lists";
import { prepareDrawAddress, setPersonAddress } from "../mail/draw-subscribe";
import { hashPassword, verifyPassword } from "../../lib/server/passwords";
import { randomId } from "../../lib/server/tokens";
import {
  issueDrawToken,
  requireDraw,
  requireOrganizedDraw,
  requireParticipant,
  requireParticipantToken,
} from "./access";
import { changeDraw, requireOpenDraw, type DrawTransaction } from "./change";

// The people of a draw (docs/api.md "Draws"): joining with a name and a password of one's own (and
// coming back with them), being added by the organizer, a new personal link for someone who lost
// theirs, leaving before the draw, and each person's wishlist.

type FromClient = { clientAddress: string; baseUrl: string };
/** `email` on draw_join (only while the server sends mail, docs/decisions/089-draw-mail.md). */
export type PersonMail = { email?: string; locale: Locale };
export type PersonalLink = { participantId: string; participantToken: string; participantLink: string };

/** A name as the draw compares it: "Anna", "anna" and "ＡＮＮＡ" are one person. */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ");
}

/** Characters that show nothing: "Anna" with a zero-width space in it still reads "Anna". */
const INVISIBLE_CHARACTERS = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Unicode TR39's skeleton: each character mapped to the one it is confusable with. */
const skeleton = (text: string) => unhomoglyph(text.normalize("NFD")).normalize("NFD");

/**
 * A name as it looks (issue 50): without invisible characters, confusables folded before and after
 * lowercasing, so Cyrillic "Аnna", "Anna" with a zero-width joiner and "АNNА" are all "anna"
 * (docs/decisions/096-names-that-look-alike.md). Only compared, never stored or shown.
 */
export function lookalikeKey(name: string): string {
  return skeleton(skeleton(name.replace(INVISIBLE_CHARACTERS, "").normalize("NFKC")).toLowerCase())
    .replace(/\s+/g, " ")
    .trim();
}

/** 404 `list_not_found` (field `list_slug`) unless `listSlug` names a list of this server (or none). */
export async function requireWishlist(listSlug: string | null | undefined): Promise<void> {
  if (typeof listSlug === "string" && !(await findListStamp(listSlug))) {
    throw new AppError("list_not_found", { field: "list_slug" });
  }
}

function personalLink(draw: Pick<Draw, "slug">, participantId: string, token: string, baseUrl: string) {
  return { participantId, participantToken: token, participantLink: personalDrawLink(baseUrl, draw.slug, token) };
}

/** A new person in the draw, inside its change: 409 once drawn, when the name is in, or the draw is full. */
async function addPerson(
  tx: DrawTransaction,
  draw: Pick<Draw, "id">,
  person: { name: string; passwordHash: string | null; listSlug: string | null },
): Promise<{ id: string; token: string }> {
  const key = nameKey(person.name);
  const looks = lookalikeKey(person.name);
  // inside the draw's lock: a racing join of the same name has committed or not begun
  const people = await tx.drawParticipant.findMany({
    where: { drawId: draw.id },
    select: { name: true, nameKey: true },
  });
  if (people.some((other) => other.nameKey === key || lookalikeKey(other.name) === looks)) {
    throw new AppError("name_taken", { field: "name" });
  }
  if (people.length >= DRAW.maxParticipants) {
    throw new AppError("draw_full");
  }
  const id = randomId();
  await tx.drawParticipant.create({
    data: { id, drawId: draw.id, nameKey: key, ...person, joinedAt: person.passwordHash ? new Date() : null },
  });
  return { id, token: await issueDrawToken(draw.id, id, tx) };
}

/**
 * `draw_join`: a person joins with name and password; a name already in with a password is
 * that person coming back (a new personal token, after the draw too); the organizer adds a person
 * by name alone. Joining hashes a password, so it counts toward the per-address attempts.
 */
export async function joinDraw(input: JoinDrawInput & FromClient & Partial<PersonMail>): Promise<PersonalLink> {
  if (input.organizerToken !== undefined) return addByOrganizer(input);
  await limits.reservationAttempts.take(input.clientAddress);
  const draw = await requireDraw(input.slug);
  await requireWishlist(input.listSlug);
  const password = input.password!;
  const known = await db.drawParticipant.findUnique({
    where: { drawId_nameKey: { drawId: draw.id, nameKey: nameKey(input.name) } },
  });
  if (known) return comeBack(draw, known, { ...input, password });
  const passwordHash = await hashPassword(password);
  const mail = await addressOf(draw, input);
  const { id, token } = await changeDraw(draw.id, async (tx, state) => {
    requireOpenDraw(state);
    const person = await addPerson(tx, draw, { name: input.name, passwordHash, listSlug: input.listSlug ?? null });
    if (mail) await setPersonAddress(tx, person.id, mail);
    return person;
  });
  return personalLink(draw, id, token, input.baseUrl);
}

/** The address a join gives, with whether its confirmation may go (null: none, or no mail). */
function addressOf(
  draw: Pick<Draw, "id">,
  input: Partial<PersonMail> & { clientAddress: string },
  participantId?: string,
) {
  const asker = { clientAddress: input.clientAddress, drawId: draw.id, participantId };
  return prepareDrawAddress(input.email, input.locale ?? DEFAULT_LOCALE, asker);
}

/** A person back with name and password: 409 for a name only a personal link opens, 403 for a wrong password. */
async function comeBack(
  draw: Draw,
  person: DrawParticipant,
  input: { password: string; listSlug?: string | null } & FromClient & Partial<PersonMail>,
): Promise<PersonalLink> {
  if (!person.passwordHash) throw new AppError("name_taken", { field: "name" });
  // counted before the hash is checked, given back when it was right (like an owner's login): per
  // person, per draw and address, and for everyone in the draw together
  const slot = await takePasswordAttempt(person.id, input.clientAddress, [
    [limits.ownerLoginFailures, `${draw.id}|${input.clientAddress}`],
    [limits.drawLoginFailures, draw.id],
  ]);
  if (!(await verifyPassword(person.passwordHash, input.password)).ok) throw new AppError("participant_password_wrong");
  await slot.giveBack();
  if (input.listSlug !== undefined) {
    await db.drawParticipant.update({ where: { id: person.id }, data: { listSlug: input.listSlug } });
  }
  // an address given coming back (also after the draw) becomes theirs; none given keeps theirs
  const mail = await addressOf(draw, input, person.id);
  if (mail) await changeDraw(draw.id, (tx) => setPersonAddress(tx, person.id, mail));
  return personalLink(draw, person.id, await issueDrawToken(draw.id, person.id), input.baseUrl);
}

/** The organizer adds a person by name (grandma, who will not join by herself): no password, a personal link. */
async function addByOrganizer(input: JoinDrawInput & FromClient & Partial<PersonMail>): Promise<PersonalLink> {
  const draw = await requireOrganizedDraw(input);
  await requireWishlist(input.listSlug);
  const mail = await addressOf(draw, input);
  const { id, token } = await changeDraw(draw.id, async (tx, state) => {
    requireOpenDraw(state);
    const person = await addPerson(tx, draw, {
      name: input.name,
      passwordHash: null,
      listSlug: input.listSlug ?? null,
    });
    if (mail) await setPersonAddress(tx, person.id, mail);
    return person;
  });
  return personalLink(draw, id, token, input.baseUrl);
}

/**
 * `draw_link`: a new personal link for a person who lost theirs; every older one stops working.
 * The match stays (after the draw too).
 */
export async function newPersonalLink(
  draw: Draw,
  input: ParticipantAccess & Pick<FromClient, "baseUrl">,
): Promise<PersonalLink> {
  const person = await requireParticipant(draw, input.participantId);
  const token = await db.$transaction(async (tx) => {
    await tx.drawToken.deleteMany({ where: { participantId: person.id } });
    return issueDrawToken(draw.id, person.id, tx);
  });
  return personalLink(draw, person.id, token, input.baseUrl);
}

/** `draw_remove`: the organizer takes a person out before the draw (their exclusions and links go too). */
export async function removePerson(draw: Draw, input: ParticipantAccess): Promise<void> {
  const person = await requireParticipant(draw, input.participantId);
  await changeDraw(draw.id, async (tx, state) => {
    requireOpenDraw(state);
    await tx.drawParticipant.deleteMany({ where: { id: person.id } });
  });
}

/**
 * `draw_wishlist`: a person attaches their wishlist (or detaches it: null), with their own token;
 * or the organizer does it for someone. Also after the draw: the giver then finds it.
 */
export async function setWishlist(input: WishlistInput): Promise<void> {
  let person: DrawParticipant;
  if (input.organizerToken !== undefined) {
    const draw = await requireOrganizedDraw(input);
    if (input.participantId === undefined) throw new AppError("participant_id_required", { field: "participant_id" });
    person = await requireParticipant(draw, input.participantId);
  } else {
    person = await requireParticipantToken(await requireDraw(input.slug), input.participantToken);
  }
  await requireWishlist(input.listSlug);
  await db.drawParticipant.update({ where: { id: person.id }, data: { listSlug: input.listSlug } });
}
