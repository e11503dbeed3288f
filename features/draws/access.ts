import "server-only";
import { AppError } from "../../lib/errors";
import { db } from "../../lib/server/db/client";
import type { Draw, DrawParticipant, Prisma } from "@/lib/server/db/generated/client";
import { hashToken, mintEditToken, sameDigest } from "../../lib/server/tokens";

// Who may do what with a draw (docs/decisions/077-draws.md): its organizer holds an organizer token,
// each person a personal token; both are 32 random bytes of which only the SHA-256 is stored, looked
// up by that hash and compared in constant time, as lists' edit tokens are (../auth.ts).

type Tokens = Pick<Prisma.TransactionClient, "drawToken">;

/** A draw's people in the order they joined (ties, as in a copied draw, by id). */
export const JOIN_ORDER: Prisma.DrawParticipantOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }];

/** The token row for `token` (null when there is none): its draw and its person (null: the organizer). */
async function tokenRow(token: string | undefined) {
  if (!token) return null;
  const digest = hashToken(token);
  const row = await db.drawToken.findUnique({
    where: { tokenHash: digest },
    select: { tokenHash: true, drawId: true, participantId: true },
  });
  return row && sameDigest(row.tokenHash, digest) ? row : null;
}

/** Loads a draw by slug or throws 404. */
export async function requireDraw(slug: string): Promise<Draw> {
  const draw = await db.draw.findUnique({ where: { slug } });
  if (!draw) throw new AppError("draw_not_found");
  return draw;
}

/** Throws 403 unless `token` is a live organizer token of `draw`. */
export async function requireOrganizerToken(draw: Pick<Draw, "id">, token: string | undefined): Promise<void> {
  const row = await tokenRow(token);
  if (!row || row.drawId !== draw.id || row.participantId !== null) throw new AppError("organizer_token_invalid");
}

/** The draw of `slug` when `organizerToken` is its organizer's: 404, then 403. */
export async function requireOrganizedDraw(access: { slug: string; organizerToken?: string }): Promise<Draw> {
  const draw = await requireDraw(access.slug);
  await requireOrganizerToken(draw, access.organizerToken);
  return draw;
}

/** The person whose personal token `token` is, in `draw`; else 403. */
export async function requireParticipantToken(
  draw: Pick<Draw, "id">,
  token: string | undefined,
): Promise<DrawParticipant> {
  const row = await tokenRow(token);
  const participant =
    row && row.drawId === draw.id && row.participantId !== null
      ? await db.drawParticipant.findUnique({ where: { id: row.participantId } })
      : null;
  if (!participant) throw new AppError("participant_token_invalid");
  return participant;
}

/** A person of `draw` by id, or 404 (`field` names the input that named them). */
export async function requireParticipant(
  draw: Pick<Draw, "id">,
  participantId: string,
  field = "participant_id",
): Promise<DrawParticipant> {
  const participant = await db.drawParticipant.findUnique({ where: { id: participantId } });
  if (!participant || participant.drawId !== draw.id) throw new AppError("participant_not_found", { field });
  return participant;
}

/**
 * Whether a person gives their address themselves (joined, or came from last year's draw, with a
 * password of their own): the organizer sets addresses only for people they added (decision 197).
 */
export const givesOwnAddress = (person: Pick<DrawParticipant, "passwordHash">): boolean => person.passwordHash !== null;

/**
 * Whether `round`'s match came after this person had revealed an earlier round's (draw_reveal):
 * only then do their screen and their link mail say the names were drawn again.
 */
export const wasRedrawn = (person: Pick<DrawParticipant, "firstLookedRound">, round: number): boolean =>
  person.firstLookedRound !== null && person.firstLookedRound < round;

/** A new token for the organizer (`participantId` null) or a person; only its hash is stored. */
export async function issueDrawToken(
  drawId: string,
  participantId: string | null,
  client: Tokens = db,
): Promise<string> {
  const { token, row } = mintEditToken();
  await client.drawToken.create({ data: { ...row, drawId, participantId } });
  return token;
}
