// What one mail says, as the outbox keeps it (JSON in MailOutbox.payload) until it is sent: the
// list, the events of its digest window, and the tokens its links need. Pure: written by
// ./outbox.ts inside the change's transaction, read by ./content.ts when the mail goes out.

/** Which of a wish's facts changed, in the words of the giver's mail. */
export type ChangedField = "title" | "price" | "link" | "picture" | "quantity";

/** A price as the wish keeps it: a number in hundredths of the list's currency, or free text. */
export type PriceFact = { cents: number | null; text: string | null };

/**
 * What a changed fact was and is now, for the mail to say "price: 199,00 € → 249,00 €" (issue 51,
 * item 4). The title's change has its own line ("was"); a picture has no words to show.
 */
export type ChangedValues = {
  price?: { from: PriceFact; to: PriceFact };
  link?: { from: string | null; to: string | null };
  quantity?: { from: number; to: number };
};

export type MailEvent =
  // to a giver, about a wish they reserved or chipped in for
  | { type: "changed"; item: string; was?: string; fields: ChangedField[]; values?: ChangedValues; currency?: string }
  | { type: "deleted"; item: string }
  | { type: "released"; item: string; pledge: boolean }
  | { type: "list_deleted" }
  // to an owner; in surprise mode without `item` and `by` (only counted)
  | { type: "reserved"; item?: string; by?: string | null; count: number }
  | { type: "unreserved"; item?: string; by?: string | null; count: number }
  | { type: "pledged"; item?: string; by?: string | null; amountCents?: number; currency?: string }
  | { type: "unpledged"; item?: string; by?: string | null }
  // to an owner: RETENTION_DAYS deletes the list on `day` ("YYYY-MM-DD") unless they keep it (131)
  | { type: "deletion_planned"; day: string }
  // to an owner: a new open question, left out when answered or deleted before the mail goes (140)
  | { type: "asked"; questionId: string; item: string; question: string }
  // to an asker who gave an address: the owner's answer to their question (139)
  | { type: "answered"; item: string; question: string; answer: string };

/** What an address was given for: reserving, the owner's news, or a question's answer (139). */
export type ConfirmPurpose = "giver" | "owner" | "asker";

export type MailPayload = {
  list: { title: string; slug: string | null };
  /** The unsubscribe link's token (every mail has one, RFC 8058). */
  unsubscribe: string;
  /** A confirmation: its link's token and what the address was given for. */
  confirm?: { token: string; purpose: ConfirmPurpose };
  events: MailEvent[];
  /** Events left out once a mail holds MAX_EVENTS. */
  more: number;
};

/** A draw's mails (./draw-content.ts, docs/decisions/089-draw-mail.md). */
export type DrawMailKind = "draw_confirm" | "draw_link" | "draw_reminder";

/**
 * What a draw's mail says (docs/decisions/089-draw-mail.md): the draw's facts and the person's own
 * name, never anyone's match. The personal link is not here: the worker makes it when it sends the
 * mail (./draw-links.ts), so no token waits in the outbox and a renewed link is the one sent.
 */
export type DrawMailPayload = {
  draw: { title: string; slug: string; eventDate: string | null; budgetCents: number | null; currency: string };
  /** The person the mail is for: their own name only. */
  person: string;
  /** Whether the names were drawn when the mail was queued. */
  drawn: boolean;
  /**
   * Whether they were drawn again after this person had revealed an earlier match (their screen
   * says so too); absent in mails queued before it was written: false.
   */
  redrawn?: boolean;
  /**
   * A reminder: whether the person's match has a wishlist on this server, so that it says "with
   * their wishlist" only then (decision 230); absent in reminders queued before: not said.
   */
  matchHasList?: boolean;
  /** The unsubscribe link's token (every mail has one, RFC 8058). */
  unsubscribe: string;
  /** A confirmation: its link's token. */
  confirm?: { token: string };
};

/** A digest names at most this many events; the rest are counted ("and 12 more changes"). */
export const MAX_EVENTS = 50;

/** Two changes of one fact as one: from what it was first to what it is last. */
const fromFirst = <T extends { from: unknown }>(earlier?: T, later?: T): T | undefined =>
  earlier && later ? { ...later, from: earlier.from } : (later ?? earlier);

function mergedValues(earlier: ChangedValues | undefined, later: ChangedValues | undefined): ChangedValues | undefined {
  if (!earlier && !later) return undefined;
  const price = fromFirst(earlier?.price, later?.price);
  const link = fromFirst(earlier?.link, later?.link);
  const quantity = fromFirst(earlier?.quantity, later?.quantity);
  return { ...(price ? { price } : {}), ...(link ? { link } : {}), ...(quantity ? { quantity } : {}) };
}

/**
 * The payload with `event` added: a wish changed twice in one window is one line naming every
 * field and its first title, each value from its first to its last; a list deleted ends the
 * mail's news of its wishes.
 */
export function withEvent(payload: MailPayload, event: MailEvent): MailPayload {
  const events = [...payload.events];
  if (event.type === "changed") {
    const index = events.findIndex((known) => known.type === "changed" && known.item === (event.was ?? event.item));
    const earlier = events[index];
    if (earlier?.type === "changed") {
      events[index] = {
        type: "changed",
        item: event.item,
        ...((earlier.was ?? event.was) ? { was: earlier.was ?? event.was } : {}),
        fields: [...new Set([...earlier.fields, ...event.fields])],
        ...withValues(mergedValues(earlier.values, event.values)),
        ...(event.currency ? { currency: event.currency } : {}),
      };
      return { ...payload, events };
    }
  }
  if (events.length >= MAX_EVENTS) return { ...payload, more: payload.more + 1 };
  return { ...payload, events: [...events, event] };
}

const withValues = (values: ChangedValues | undefined) => (values ? { values } : {});

/** Reads a stored payload (written by this module; a row from a newer version fails loudly). */
export function readPayload(text: string): MailPayload {
  return JSON.parse(text) as MailPayload;
}

/** Reads a stored draw mail's payload (written by ./draw-outbox.ts). */
export function readDrawPayload(text: string): DrawMailPayload {
  return JSON.parse(text) as DrawMailPayload;
}
