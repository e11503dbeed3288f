"use client";
import { useTranslations } from "next-intl";
import type { DragEvent } from "react";
import type { WireItem } from "@/lib/wire";
import { PencilIcon, TrashIcon } from "./icons";
import "./item-owner-controls.css";

type ItemOwnerControlsProps = {
  item: WireItem;
  isFirst: boolean;
  isLast: boolean;
  releasing: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: "up" | "down") => void;
  /** Releases the named reservation (items wished for more than once), or the only one. */
  onRelease: (reservationId?: string) => void;
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragEnd: () => void;
};

/** The owner's buttons inside an item card. The move buttons are the keyboard way to reorder. */
export function ItemOwnerControls({
  item,
  isFirst,
  isLast,
  releasing,
  onEdit,
  onDelete,
  onMove,
  onRelease,
  onDragStart,
  onDragEnd,
}: ItemOwnerControlsProps) {
  const t = useTranslations("itemEditor");
  const title = item.title;
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
        <button
          type="button"
          className="button button-small item-move"
          data-move="up"
          data-item-id={item.id}
          aria-label={t("moveUp", { title })}
          disabled={isFirst}
          onClick={() => onMove("up")}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="button button-small item-move"
          data-move="down"
          data-item-id={item.id}
          aria-label={t("moveDown", { title })}
          disabled={isLast}
          onClick={() => onMove("down")}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
      <div className="item-owner-actions">
        {item.quantity === 1 && item.busy ? (
          <button
            type="button"
            className="button button-small"
            aria-label={t("releaseLabel", { title })}
            disabled={releasing}
            onClick={() => onRelease()}
          >
            {releasing ? t("releasing") : t("release")}
          </button>
        ) : null}
        {/* more units: one button per reservation, numbered as the card lists them (oldest first) */}
        {item.quantity > 1
          ? item.reservations.map((reservation, index) => (
              <button
                key={reservation.id}
                type="button"
                className="button button-small"
                data-testid="owner-release-reservation"
                aria-label={t("releaseReservationLabel", { number: index + 1, count: reservation.count, title })}
                disabled={releasing}
                onClick={() => onRelease(reservation.id)}
              >
                {releasing ? (
                  t("releasing")
                ) : (
                  <>
                    {t("release")} <bdi>{reservation.reserved_by ?? index + 1}</bdi> ({reservation.count})
                  </>
                )}
              </button>
            ))
          : null}
        {/* on a phone the icons alone keep the bar on one line; the names stay in aria-label */}
        <button
          type="button"
          className="button button-small item-owner-icon-button"
          aria-label={t("editLabel", { title })}
          onClick={onEdit}
        >
          <PencilIcon />
          <span className="item-owner-label">{t("edit")}</span>
        </button>
        <button
          type="button"
          className="button button-small item-owner-icon-button owner-button-danger-soft"
          aria-label={t("removeLabel", { title })}
          onClick={onDelete}
        >
          <TrashIcon />
          <span className="item-owner-label">{t("remove")}</span>
        </button>
      </div>
    </div>
  );
}
