import "server-only";
import { ENDPOINTS } from "../../lib/api-paths.mjs";
import { ICON_PACKS, OCCASIONS, effectivePack } from "../../lib/icon-packs";
import {
  BG_THEMES,
  CURRENCIES,
  DEFAULT_CURRENCY,
  FONT_KEYS,
  IDENTITY_MODES,
  storedChoice,
} from "../../lib/list-settings";
import type { WireItem } from "../items/shared/item-responses";
import type { CelebratedItem, CelebratedList } from "../owners/shared/owner-responses";
import type { WireList } from "./shared/wire-list";
import { isErrorCode } from "../../lib/errors";
import { hideReservers, hidesReservers } from "../../lib/surprise";
import { isOneOfTaken, takenGroupsOf, takesItsGroup, type GroupMember, type TakenGroups } from "../../lib/one-of";
import type { Item, List, Picture, Pledge, Prisma, Question, Reservation } from "@/lib/server/db/generated/client";

// The one row → wire mapper. Secrets (hashes, tokens) never pass through here.

/** The list columns an answer shows (features/lists/public-list.ts reads exactly these). */
export type ListRow = Pick<
  List,
  | "slug"
  | "title"
  | "themeColor"
  | "fontKey"
  | "bgTheme"
  | "eventDate"
  | "eventLocation"
  | "eventNote"
  | "requireName"
  | "identityMode"
  | "occasion"
  | "iconPackKey"
  | "currency"
  | "surprise"
  | "closed"
>;

/** The item columns an answer shows, with its reservations' public columns. */
export type ItemRow = Pick<
  Item,
  | "id"
  | "title"
  | "url"
  | "imageUrl"
  | "pictureProblem"
  | "priceCents"
  | "priceText"
  | "note"
  | "position"
  | "quantity"
  | "section"
  | "mostWanted"
  | "groupGift"
  | "received"
  | "oneOf"
  | "unlimited"
  | "suggested"
  | "suggestedBy"
> & {
  reservations: Pick<Reservation, "id" | "count" | "reservedBy">[];
  /** A group gift's pledges, oldest first (docs/decisions/063-group-gifts.md). */
  pledges: Pick<Pledge, "id" | "amountCents" | "pledgedBy">[];
  picture: PictureRow | null;
  /** The answered questions on it, oldest answer first (docs/decisions/116-questions-on-a-wish.md). */
  questions: AnsweredRow[];
};

/** An answered question as the wish shows it: never who asked. */
export type AnsweredRow = Pick<Question, "question" | "answer">;

/** What an answer says about a kept picture; its bytes are read only by the `image` endpoint. */
export type PictureRow = Pick<Picture, "id" | "width" | "height" | "cardWidth">;

export function toWireList(list: ListRow): WireList {
  const pack = effectivePack(list.iconPackKey, list.occasion);
  return {
    slug: list.slug,
    title: list.title,
    theme_color: list.themeColor,
    font_key: storedChoice(FONT_KEYS, list.fontKey, "system"),
    bg_theme: storedChoice(BG_THEMES, list.bgTheme, "plain"),
    event_date: list.eventDate,
    event_location: list.eventLocation,
    event_note: list.eventNote,
    require_name: list.requireName,
    identity_mode: storedChoice(IDENTITY_MODES, list.identityMode, "name"),
    occasion: storedChoice(OCCASIONS, list.occasion, "neutral"),
    icon_pack_key: pack,
    icons: [...ICON_PACKS[pack]],
    currency: storedChoice(CURRENCIES, list.currency, DEFAULT_CURRENCY),
    surprise: list.surprise,
    closed: list.closed,
  };
}

/** A stored price as answered: the number in the list's currency or the free text, never both. */
export function toWirePrice(item: Pick<Item, "priceCents" | "priceText">): {
  price: number | null;
  price_text: string | null;
} {
  return item.priceCents === null
    ? { price: null, price_text: item.priceText }
    : { price: item.priceCents / 100, price_text: null };
}

/** The order of a list's items in every answer: by position, then creation, then id. */
export const ITEM_ORDER = [
  { position: "asc" },
  { createdAt: "asc" },
  { id: "asc" },
] as const satisfies Prisma.ItemOrderByWithRelationInput[];

/** What every item read for an answer includes: its reservations and pledges, oldest first, and its picture's size. */
export const WITH_RESERVATIONS = {
  reservations: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  pledges: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  picture: { select: { id: true, width: true, height: true, cardWidth: true } },
  questions: {
    where: { answer: { not: null } },
    select: { question: true, answer: true },
    orderBy: [{ answeredAt: "asc" }, { id: "asc" }],
  },
} as const satisfies Prisma.ItemInclude;

/** Where a kept picture is served (the `image` endpoint): its path up to the id; the card's size has `/card` after the id. */
export const PICTURE_PATH = ENDPOINTS.image.path.replace("{id}", "");

/**
 * An item's picture fields (docs/api.md "item in answers"): the app's own address, never the
 * source's, so no page makes a browser ask another host (docs/decisions/050-pictures-the-list-keeps.md).
 */
export function toWirePicture(item: Pick<ItemRow, "imageUrl" | "pictureProblem" | "picture">) {
  const { picture } = item;
  const large = picture ? `${PICTURE_PATH}${picture.id}` : null;
  return {
    image_url: large,
    image_srcset:
      picture && picture.cardWidth < picture.width
        ? `${large}/card ${picture.cardWidth}w, ${large} ${picture.width}w`
        : picture
          ? `${large} ${picture.width}w`
          : null,
    image_width: picture?.width ?? null,
    image_height: picture?.height ?? null,
    image_source: item.imageUrl,
    image_problem: isErrorCode(item.pictureProblem) ? item.pictureProblem : null,
  };
}

/**
 * Who an answer is for (docs/decisions/065-surprise.md): anyone with the link (`public`), or the
 * owner, whose answers leave out who gave what while surprise mode hides it, unless they asked to
 * `reveal` it. Decided here, where reservations become wire, so nothing else needs to know.
 */
export type Viewer = "public" | "owner" | "owner-revealed";

/** The list settings that decide what an item's answer shows. */
export type ItemShowing = Pick<List, "identityMode" | "surprise" | "closed">;

/**
 * Names and icons are hidden while the list is in password_only mode (docs/api.md "item in
 * answers"). `reserved_by` keeps its one-unit meaning, so clients from before quantities still
 * show who reserved a single wish; for more units they see only `busy`. `received` is the owner's
 * note, shown to everyone once the list is closed; the owner's own answers leave out the reservers
 * while the surprise is on (lib/surprise.ts, the one place that blanks them).
 */
export function toWireItem(
  item: ItemRow,
  list: ItemShowing,
  viewer: Viewer = "public",
  taken: TakenGroups = takenGroupsOf([groupMemberOf(item)]),
): WireItem {
  const { identityMode } = list;
  const shown = (reservedBy: string | null) => (identityMode === "password_only" ? null : reservedBy);
  const member = groupMemberOf(item);
  const reservedQuantity = member.reserved;
  const pledgedCents = member.pledgedCents;
  // a group gift is taken care of once its pledges reach the price; a wish without an upper count never is
  const busy = !item.unlimited && takesItsGroup(member);
  const only = item.quantity === 1 ? item.reservations[0] : undefined;
  const wire: WireItem = {
    id: item.id,
    title: item.title,
    url: item.url,
    ...toWirePicture(item),
    ...toWirePrice(item),
    note: item.note,
    busy,
    reserved_by: only ? shown(only.reservedBy) : null,
    position: item.position,
    quantity: item.quantity,
    section: item.section,
    most_wanted: item.mostWanted,
    reserved_quantity: reservedQuantity,
    reservations: item.reservations.map((reservation) => ({
      id: reservation.id,
      count: reservation.count,
      reserved_by: shown(reservation.reservedBy),
    })),
    group_gift: item.groupGift,
    pledged_amount: pledgedCents / 100,
    // who pledged is shown (or hidden) exactly as who reserved, in the same place
    pledges: item.pledges.map((pledge) => ({
      id: pledge.id,
      amount: pledge.amountCents / 100,
      pledged_by: shown(pledge.pledgedBy),
    })),
    received: viewer !== "public" || list.closed ? item.received : false,
    one_of: item.oneOf,
    one_of_taken: isOneOfTaken(item, taken),
    unlimited: item.unlimited,
    // a giver's secret suggestion: who suggested it is shown (or hidden) as who reserved
    suggested: item.suggested,
    suggested_by: item.suggested ? shown(item.suggestedBy) : null,
    answers: item.questions.flatMap(({ question, answer }) => (answer === null ? [] : [{ question, answer }])),
  };
  return viewer === "owner" && hidesReservers(list) ? hideReservers(wire) : wire;
}

/**
 * The celebrated person's view of a list (docs/decisions/123-the-celebrated-view.md): named fields
 * only, so nothing of who gave what, and nothing added to lists later, can slip into it.
 */
export function toCelebratedList(list: ListRow): CelebratedList {
  const wire = toWireList(list);
  return {
    slug: wire.slug,
    title: wire.title,
    theme_color: wire.theme_color,
    font_key: wire.font_key,
    bg_theme: wire.bg_theme,
    event_date: wire.event_date,
    event_location: wire.event_location,
    event_note: wire.event_note,
    occasion: wire.occasion,
    icon_pack_key: wire.icon_pack_key,
    icons: wire.icons,
    currency: wire.currency,
  };
}

/** One wish as its owner wrote it, in the owner's order (`position`), for the celebrated view. */
export function toCelebratedItem(item: ItemRow, position: number): CelebratedItem {
  const { image_url, image_srcset, image_width, image_height } = toWirePicture(item);
  return {
    id: item.id,
    title: item.title,
    url: item.url,
    image_url,
    image_srcset,
    image_width,
    image_height,
    ...toWirePrice(item),
    note: item.note,
    position,
    quantity: item.quantity,
    section: item.section,
    answers: item.questions.flatMap(({ question, answer }) => (answer === null ? [] : [{ question, answer }])),
  };
}

/** What the group rule (lib/one-of.ts) reads of an item: its kind and its claims summed. */
export function groupMemberOf(
  item: Pick<ItemRow, "id" | "oneOf" | "groupGift" | "unlimited" | "quantity" | "priceCents"> & {
    reservations: { count: number }[];
    pledges: { amountCents: number }[];
  },
): GroupMember {
  return {
    id: item.id,
    oneOf: item.oneOf,
    groupGift: item.groupGift,
    unlimited: item.unlimited,
    quantity: item.quantity,
    priceCents: item.priceCents,
    reserved: item.reservations.reduce((sum, reservation) => sum + reservation.count, 0),
    pledgedCents: item.pledges.reduce((sum, pledge) => sum + pledge.amountCents, 0),
  };
}

/** Items as answered together: each knows whether another wish of its group is taken. */
export function toWireItems(items: ItemRow[], list: ItemShowing, viewer: Viewer = "public"): WireItem[] {
  const taken = takenGroupsOf(items.map(groupMemberOf));
  return items.map((item) => toWireItem(item, list, viewer, taken));
}
