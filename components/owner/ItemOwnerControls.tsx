"use client";
import { useTranslations } from "next-intl";
import type { DragEvent, ReactNode } from "react";
import { waitingButton } from "@/components/ui/waiting-button";
import { countsUnits } from "@/lib/units";
import type { WireItem } from "@/lib/wire";
import { PencilIcon, TrashIcon } from "./icons";
import "./item-owner-controls.css";

type ItemOwnerControlsProps = {
  item: WireItem;
  isFirst: boolean;
  isLast: boolean;
  releasing: boolean;
  /** "Received" pressed here and its answer awaited: the toggle waits (waitingButton). */
  receiving: boolean;
  /** A closed list takes no releases, not even the owner's (409 list_closed): no buttons for them. */
  listClosed: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: "up" | "down") => void;
  /** Releases the named reservation (items wished for more than once), or the only one; on a group gift, removes the named pledge. */
  onRelease: (reservationId?: string) => void;
  /** Marks the wish as arrived, or not (docs/decisions/066-closing-a-list.md). */
  onToggleReceived: () => void;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
};

const MOVES = [
  { direction: "up", label: "moveUp", arrow: "↑" },
  { direction: "down", label: "moveDown", arrow: "↓" },
] as const;

/** The owner's buttons inside an item card. The move buttons are the keyboard way to reorder. */
export function ItemOwnerControls({
  item,
  isFirst,
  isLast,
  releasing,
  receiving,
  listClosed,
  onEdit,
  onDelete,
  onMove,
  onRelease,
  onToggleReceived,
  onDragStart,
  onDragEnd,
}: ItemOwnerControlsProps) {
  const t = useTranslations("itemEditor");
  const title = item.title;
  const releases = listClosed
    ? []
    : item.group_gift
      ? item.pledges.map((pledge, index) => ({
          id: pledge.id as string | undefined,
          label: t("removePledge", { name: pledge.pledged_by ?? index + 1 }),
        }))
      : // one of a kind: "Release"; by the unit (more than one, or no upper count: decision 120), each reservation
        !countsUnits(item)
        ? item.busy
          ? [{ id: undefined, label: t("release") }]
          : []
        : item.reservations.map((reservation, index) => ({
            id: reservation.id as string | undefined,
            label: t("releaseReservation", { name: reservation.reserved_by ?? index + 1, count: reservation.count }),
          }));
  return (
    <div className="item-owner-bar" role="group" aria-label={t("controls", { title })}>
      <div className="item-owner-moves">
        <span
          className="item-drag-handle"
          draggable
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          title={t("drag", { title })}
          aria-hidden="true"
        >
          ⠿
        </span>
        {MOVES.map(({ direction, label, arrow }) => (
          <button
            key={direction}
            type="button"
            className="button button-small item-move"
            data-move={direction}
            data-item-id={item.id}
            aria-label={t(label, { title })}
            disabled={direction === "up" ? isFirst : isLast}
            onClick={() => onMove(direction)}
          >
            <span aria-hidden="true">{arrow}</span>
          </button>
        ))}
      </div>
      {releases.length > 0 ? (
        // one button per reservation, numbered as the card lists them (oldest first); the visible
        // text starts the accessible name, the wish's title follows for screen readers only
        <div className="item-owner-releases">
          {releases.map(({ id, label }) => (
            <button
              key={id ?? "all"}
              type="button"
              className="button button-small"
              data-testid="owner-release-reservation"
              {...waitingButton(releasing)}
              onClick={() => onRelease(id)}
            >
              {releasing ? t("releasing") : <bdi>{label}</bdi>}
              <span className="visually-hidden">{t("releaseContext", { title })}</span>
            </button>
          ))}
        </div>
      ) : null}
      {/* "Received" keeps its word everywhere: a bare ○ said nothing before it was pressed; on a
          phone it takes a row of its own under the others (issue 40, item-owner-controls.css) */}
      <IconAction
        icon={<span aria-hidden="true">{item.received ? "✓" : "○"}</span>}
        text={t("received")}
        label={`${t("received")}${t("releaseContext", { title })}`}
        aria-pressed={item.received}
        data-testid="toggle-received"
        keepText
        waiting={receiving}
        onClick={onToggleReceived}
      />
      {/* on a phone the icons alone keep the bar on one line; the names stay in aria-label */}
      <div className="item-owner-actions">
        <IconAction icon={<PencilIcon />} text={t("edit")} label={t("editLabel", { title })} onClick={onEdit} />
        <IconAction
          icon={<TrashIcon />}
          text={t("remove")}
          label={t("removeLabel", { title })}
          danger
          onClick={onDelete}
        />
      </div>
    </div>
  );
}

/** One of the owner's card actions: its icon, with its name beside it where there is room. */
function IconAction({
  icon,
  text,
  label,
  danger = false,
  keepText = false,
  waiting = false,
  ...attributes
}: {
  icon: ReactNode;
  text: string;
  label: string;
  danger?: boolean;
  /** Its word shows on a phone too. */
  keepText?: boolean;
  /** Its answer awaited: marked busy, keeps the focus, and a second tap sends nothing (waitingButton). */
  waiting?: boolean;
  onClick: () => void;
  "aria-pressed"?: boolean;
  "data-testid"?: string;
}) {
  return (
    <button
      type="button"
      className={[
        "button button-small item-owner-icon-button",
        danger ? "owner-button-danger-soft" : null,
        keepText ? "item-owner-keeps-text" : null,
      ]
        .filter(Boolean)
        .join(" ")}
      aria-label={label}
      {...attributes}
      {...waitingButton(waiting)}
    >
      {icon}
      <span className="item-owner-label">{text}</span>
    </button>
  );
}
