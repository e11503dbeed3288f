"use client";
// Props are a contract with components/owner/OwnerItems.tsx (owner mode renders the same card).
import { lazy, memo, Suspense, type ReactNode } from "react";
import { textDirection } from "@/lib/locale";
import { formatPrice } from "@/lib/price";
import { hiddenStateText } from "@/lib/surprise-text";
import { countsUnits } from "@/lib/units";
import { Glyph } from "@/components/ui/Glyph";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import type { WireItem, WireList } from "@/lib/wire";
import { safeHttpUrl } from "./links";
import { mineCount, useGuestDevice } from "./guest-device";
import { ReservationDisclosure } from "./ReservationDisclosure";
import { Givers } from "./Givers";
import { ItemImage, NoImage } from "./ItemImage";
import { usePublicTexts } from "./public-texts";

// rare: loaded with the first group gift's card; hydration keeps the server's HTML until then (issue 57)
const groupGift = () => import("./GroupGiftProgress");
const GroupGiftProgress = lazy(() => groupGift().then((module) => ({ default: module.GroupGiftProgress })));
const YourPledge = lazy(() => groupGift().then((module) => ({ default: module.YourPledge })));
// rare too: the owner's answers and "suggested by", loaded with the first card that shows one (decision 157)
const itemAnswers = () => import("./ItemAnswers");
const ItemAnswers = lazy(() => itemAnswers().then((module) => ({ default: module.ItemAnswers })));
const SuggestedBadge = lazy(() => itemAnswers().then((module) => ({ default: module.SuggestedBadge })));

/** A rare part of a card: its code loads with the first card that shows it, the server's HTML kept until then. */
function Rare({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense>{children}</Suspense> : null;
}

export type ItemCardProps = {
  item: WireItem;
  list: WireList;
  /** Called after a successful reserve/release so the screen reloads the list. */
  onChanged: () => Promise<void>;
  /** Owner-only controls (edit, delete, move, release as owner), rendered inside the card. */
  ownerControls?: ReactNode;
  /** h4 for a wish under a section heading (h3); h3 otherwise. */
  headingLevel?: "h3" | "h4";
  /** The address asked for this card's form (`&reserve=<id>`, decision 070): it is rendered open. */
  formOpen?: boolean;
  /** The card names its section (a list sorted across its sections; the owner's cards always do). */
  showSection?: boolean;
};

/** "2 of 6 reserved" and who reserved how many, as far as the identity mode shows names. */
function ReservedQuantity({ item }: { item: WireItem }) {
  const t = usePublicTexts();
  // surprise mode on the owner's device: taken, but neither by whom nor how many (lib/surprise.ts)
  if (item.reserved_quantity === null) {
    return (
      <p className="reserved-by">
        <Glyph name="lock" />
        <span data-testid="reserved-quantity">{t(hiddenStateText(item))}</span>
      </p>
    );
  }
  // reserved_by is null in password_only mode, so no names are listed there
  const named = item.reservations.filter((reservation) => reservation.reserved_by);
  return (
    // its names are hidden before the scripts run on an owner's device in surprise mode (lib/surprise.ts)
    <div className="reserved-quantity reserver-detail">
      <p className={item.reserved_quantity > 0 ? "reserved-by" : "reserved-by is-free"}>
        {/* the lock only once something is reserved: "0 of 6" is free (issue 32, bug 8) */}
        {item.reserved_quantity > 0 ? <Glyph name="lock" /> : null}
        <span data-testid="reserved-quantity">
          {/* no upper count: how many are given so far (docs/decisions/120-as-many-as-you-like.md) */}
          {item.unlimited
            ? t("givenSoFar", { count: item.reserved_quantity })
            : t("reservedOf", { reserved: item.reserved_quantity, quantity: item.quantity })}
        </span>
      </p>
      <Givers
        label={t("reservedBy")}
        testId="reservers"
        message="reserverCount"
        lines={named.map((reservation) => ({
          id: reservation.id,
          who: reservation.reserved_by,
          count: reservation.count,
        }))}
      />
    </div>
  );
}

function ReservedBy({ item, list }: { item: WireItem; list: WireList }) {
  const t = usePublicTexts();
  if (item.group_gift) {
    return (
      <Suspense>
        <GroupGiftProgress item={item} list={list} />
      </Suspense>
    );
  }
  if (countsUnits(item)) return <ReservedQuantity item={item} />;
  // an alternative whose group is taken is not free: its card says so instead (OneOf)
  if (!item.busy && item.one_of_taken) return null;
  if (!item.busy) {
    return (
      <p className="reserved-by is-free" data-testid="item-free">
        {/* once closed nothing is free to take any more: said as what it is (issue 51, item 19) */}
        {t(list.closed ? "stateNotReserved" : "stateFree")}
      </p>
    );
  }
  // password_only lists never name who reserved (reserved_by is null then)
  const who = list.identity_mode === "password_only" ? null : item.reserved_by;
  return (
    <p className={who ? "reserved-by reserver-detail" : "reserved-by"}>
      <Glyph name="lock" />
      <span data-testid="reserved-by">
        {who ? (
          <>
            {t("reservedBy")} <bdi>{who}</bdi>
          </>
        ) : (
          t("reserved")
        )}
      </span>
    </p>
  );
}

/**
 * Which group of alternatives the wish belongs to, and whether another of them is taken already
 * (docs/decisions/119-any-one-of-these.md): the group's cards stand side by side (lib/list-view.ts).
 */
function OneOf({ item }: { item: WireItem }) {
  const t = usePublicTexts();
  if (item.one_of === null) return null;
  return (
    <>
      <p className="item-one-of" data-testid="item-one-of">
        {t("oneOf")} <bdi>{item.one_of}</bdi>
      </p>
      {item.one_of_taken ? (
        <p className="item-one-of-taken" data-testid="one-of-taken">
          {t("oneOfTaken")}
        </p>
      ) : null}
    </>
  );
}

/** "Your reservation" on a card reserved from this device (with how many, for more units). */
function YourReservation({ item }: { item: WireItem }) {
  const t = usePublicTexts();
  const mine = mineCount(item, useGuestDevice().mine);
  if (mine === 0) return null;
  return (
    <p className="pill-success your-reservation" data-testid="your-reservation">
      {countsUnits(item) ? t("yourReservationCount", { count: mine }) : t("yourReservation")}
    </p>
  );
}

/**
 * One wish: image, title (linked when it has a safe URL), price, note, reservation controls.
 * Memoized: the screen draws itself again for its own state (the live stream's status, "my
 * gifts", a dialog); a guest's card only when its wish, the list or its callback changed.
 */
export const ItemCard = memo(function ItemCard({
  item,
  list,
  onChanged,
  ownerControls,
  headingLevel = "h3",
  formOpen,
  showSection,
}: ItemCardProps) {
  const Title = headingLevel;
  const t = usePublicTexts();
  const url = safeHttpUrl(item.url);
  const locale = useFormatLocale();
  const price = formatPrice(item.price, item.price_text, { locale, currency: list.currency });
  return (
    <li
      className={item.busy ? "item-card is-reserved" : "item-card"}
      data-most-wanted={item.most_wanted || undefined}
      data-testid="item-card"
      data-item-id={item.id}
      data-reserved={item.busy}
      data-suggested={item.suggested || undefined}
    >
      <div className="item-media">{item.image_url ? <ItemImage key={item.image_url} item={item} /> : <NoImage />}</div>
      <div className="item-body">
        <Title className="item-title">
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer">
              <bdi>{item.title}</bdi>
              {/* the no-break space keeps the arrow on the title's last line; it points the way the page reads */}
              <span className="external-icon" aria-hidden="true">
                {textDirection(locale) === "rtl" ? "\u00a0↖" : "\u00a0↗"}
              </span>
              <span className="visually-hidden">{` ${t("opensInNewTab")}`}</span>
            </a>
          ) : (
            <bdi>{item.title}</bdi>
          )}
        </Title>
        {/* price, mark and state side by side: a card is a few lines tall (issue 26) */}
        <div className="item-facts">
          {price ? (
            <p className="item-price" data-testid="item-price">
              <bdi>{price}</bdi>
            </p>
          ) : null}
          {item.most_wanted ? (
            <p className="most-wanted" data-testid="most-wanted">
              <span aria-hidden="true">★ </span>
              {t("mostWanted")}
            </p>
          ) : null}
          <Rare when={Boolean(item.suggested)}>
            <SuggestedBadge item={item} />
          </Rare>
          <ReservedBy item={item} list={list} />
          <OneOf item={item} />
          {/* the owner always sees it; visitors once the list is closed (the server answers so) */}
          {item.received ? (
            <p className="item-received" data-testid="item-received">
              <span aria-hidden="true">✓ </span>
              {t("received")}
            </p>
          ) : null}
          {/* the owner's list is not grouped (it is ordered by dragging), nor a sorted one: each card names its section */}
          {(ownerControls || showSection) && item.section ? (
            <p className="item-section-tag" data-testid="item-section-tag">
              <bdi>{item.section}</bdi>
            </p>
          ) : null}
        </div>
        {item.note ? (
          <p className="item-note" dir="auto">
            {item.note}
          </p>
        ) : null}
        <Rare when={item.answers.length > 0}>
          <ItemAnswers item={item} />
        </Rare>
        {ownerControls ? null : item.group_gift ? (
          <Suspense>
            <YourPledge item={item} list={list} />
          </Suspense>
        ) : (
          <YourReservation item={item} />
        )}
      </div>
      {/* the owner does not reserve their own wishes: their card is compact, with their tools instead;
          a closed list takes no reservations, so it has no forms (docs/decisions/066-closing-a-list.md) */}
      {ownerControls ? (
        <div className="item-owner-controls">{ownerControls}</div>
      ) : list.closed ? null : (
        <ReservationDisclosure item={item} list={list} onChanged={onChanged} initiallyOpen={formOpen} />
      )}
    </li>
  );
});
