import "server-only";
import { AppError } from "../../lib/errors";
import type { Locale } from "../../lib/locale";
import type { DrawEmailInput, SendLinksInput } from "./shared/draw";
import { db } from "../../lib/server/db/client";
import { linkMailAllowed, prepareDrawAddress, queueLinkMail, setPersonAddress } from "../mail/draw-subscribe";
import { requireMail } from "../mail/links";
import type { Draw } from "@/lib/server/db/generated/client";
import {
  givesOwnAddress,
  requireDraw,
  requireOrganizedDraw,
  requireParticipant,
  requireParticipantToken,
} from "./access";
import { changeDraw } from "./change";

// The draw's mail (docs/api.md "Draws", docs/decisions/089-draw-mail.md): the organizer gives a
// person an address (or takes it away), and mails each person their own link. Only while the
// server sends mail; otherwise these calls do not exist (404, like the mail links' routes).

type FromClient = { locale: Locale; clientAddress: string };

/**
 * `draw_email`: a person sets their own address with their personal token, or the organizer one
 * for a person they added (null: none). Never the organizer for a person who joined with a password:
 * that address is theirs, or the organizer could mail themselves that person's link quietly
 * (docs/decisions/197-a-persons-own-address.md). A new one gets a confirmation mail for this
 * purpose first. `mailHeld`: the limits let no confirmation go now (decision 098), so the one who
 * typed it knows nothing was sent and may try again tomorrow; otherwise the answer is the same
 * whatever the address's state.
 */
export async function setParticipantEmail(
  input: DrawEmailInput & { email: string | null } & FromClient,
): Promise<{ mailHeld: boolean }> {
  requireMail();
  const { draw, person } = await whoseAddress(input);
  const request = await prepareDrawAddress(input.email, input.locale, {
    clientAddress: input.clientAddress,
    drawId: draw.id,
    participantId: person.id,
  });
  await changeDraw(draw.id, (tx) => setPersonAddress(tx, person.id, request));
  return { mailHeld: request?.confirmation === "held" };
}

/** The person whose address `draw_email` sets: the token's own, or one the organizer added (409 for the others). */
async function whoseAddress(input: DrawEmailInput) {
  if (input.organizerToken === undefined) {
    const draw = await requireDraw(input.slug);
    return { draw, person: await requireParticipantToken(draw, input.participantToken) };
  }
  const draw = await requireOrganizedDraw(input);
  if (input.participantId === undefined) throw new AppError("participant_id_required", { field: "participant_id" });
  const person = await requireParticipant(draw, input.participantId);
  if (givesOwnAddress(person)) throw new AppError("person_gives_own_address", { field: "participant_id" });
  return { draw, person };
}

/**
 * `draw_send_links`: each person with an address gets their personal link by mail — at once
 * when the address is confirmed for it, else once it is. Sent to everyone, it skips people whose
 * link was already asked for in this round of the draw (a second tap sends nothing twice); sent
 * for one person (`participantId`), it always asks. Answers how many people it asked for, which
 * depends only on what the organizer did, never on what an address's owner did.
 */
export async function sendDrawLinks(draw: Draw, input: SendLinksInput): Promise<{ people: number }> {
  requireMail();
  const one = input.participantId !== undefined ? await requireParticipant(draw, input.participantId) : null;
  const scope = { participant: { drawId: draw.id, ...(one ? { id: one.id } : {}) } };
  // the limit of link mails per address is taken before the transaction (it writes rows of its own)
  const confirmed = await db.drawMailSubscription.findMany({
    where: { ...scope, confirmedAt: { not: null }, address: { isNot: null } },
    select: { id: true, linkRound: true, address: { select: { address: true } } },
  });
  const allowed = new Set<string>();
  for (const subscription of confirmed) {
    if (!one && subscription.linkRound === draw.round) continue;
    if (await linkMailAllowed(subscription.address!.address)) allowed.add(subscription.id);
  }
  return changeDraw(draw.id, async (tx) => {
    const { round } = await tx.draw.findUniqueOrThrow({ where: { id: draw.id }, select: { round: true } });
    const asked = await tx.drawMailSubscription.findMany({
      // inside the draw's lock: a second tap finds the round asked for already
      where: { ...scope, ...(one ? {} : { OR: [{ linkRound: null }, { linkRound: { not: round } }] }) },
      select: {
        id: true,
        participantId: true,
        addressId: true,
        locale: true,
        unsubscribeToken: true,
        confirmedAt: true,
      },
    });
    for (const subscription of asked) {
      await tx.drawMailSubscription.update({ where: { id: subscription.id }, data: { linkRound: round } });
      if (subscription.confirmedAt && subscription.addressId && allowed.has(subscription.id)) {
        await queueLinkMail(tx, { ...subscription, addressId: subscription.addressId });
      }
    }
    return { people: asked.length };
  });
}
