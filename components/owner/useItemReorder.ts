"use client";
// Putting the owner's wishes in a new order (docs/product.md §4): by the move buttons or by drag and
// drop, shown at once and saved in order. components/owner/OwnerItems.tsx draws the list and hands
// the handlers to the list and to each card's controls.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type DragEvent, type RefObject } from "react";
import { reorderItems } from "@/lib/client/api-client";
import type { WireItem } from "@/lib/wire";
import { useOwnerFailure } from "./useOwnerFailure";

/** `items` with `moved` taken out and put at `to`, positions counted again from 0. */
function moveItem(items: WireItem[], movedId: string, to: number): WireItem[] {
  const moved = items.find((item) => item.id === movedId);
  if (!moved) return items;
  const rest = items.filter((item) => item.id !== movedId);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, moved);
  return rest.map((item, position) => ({ ...item, position }));
}

/** The direct child of `list` that holds `node`: one rendered card per item, in item order. */
function cardIndexOf(list: HTMLElement, node: EventTarget | null): number {
  let element = node instanceof Node ? (node as HTMLElement) : null;
  while (element && element.parentElement !== list) element = element.parentElement;
  return element ? Array.prototype.indexOf.call(list.children, element) : -1;
}

export function useItemReorder({
  slug,
  editToken,
  items,
  onItemsChange,
  listRef,
}: {
  slug: string;
  editToken: string;
  items: WireItem[];
  onItemsChange: (items: WireItem[]) => void;
  /** The list of cards (a <ul>, one child per item, in item order). */
  listRef: RefObject<HTMLUListElement | null>;
}) {
  const t = useTranslations("itemEditor");
  const fail = useOwnerFailure();
  const [announcement, setAnnouncement] = useState("");
  // what the owner sees (ahead of the props while a move renders) and what the server last confirmed
  const shownItems = useRef(items);
  const confirmedItems = useRef(items);
  const pendingSaves = useRef(0);
  const saveQueue = useRef(Promise.resolve());
  const dragId = useRef<string | null>(null);
  const focusAfterMove = useRef<{ id: string; direction: "up" | "down" } | null>(null);

  /**
   * Optimistic: the new order shows at once. Saves go to the server one after another, in order, so
   * a second move while the first is on its way is kept, not dropped; when the last one is answered
   * the server's order shows. A refused save puts back the last order the server confirmed.
   */
  const reorder = (movedId: string, to: number) => {
    const before = shownItems.current;
    const after = moveItem(before, movedId, to);
    if (after.every((item, index) => item.id === before[index]?.id)) return;
    if (pendingSaves.current === 0) confirmedItems.current = before;
    pendingSaves.current += 1;
    shownItems.current = after;
    onItemsChange(after);
    const moved = after.find((item) => item.id === movedId);
    if (moved) setAnnouncement(t("moved", { title: moved.title, position: moved.position + 1, count: after.length }));
    saveQueue.current = saveQueue.current.then(async () => {
      const ids = after.map((item) => item.id);
      const result = await reorderItems(slug, editToken, ids);
      pendingSaves.current -= 1;
      if (result.ok) confirmedItems.current = result.items;
      else fail.toast(result);
      if (result.ok && pendingSaves.current > 0) return;
      shownItems.current = confirmedItems.current;
      onItemsChange(confirmedItems.current);
    });
  };

  useEffect(() => {
    shownItems.current = items;
  }, [items]);

  // React moves the card's DOM node, which drops focus: put it back on the same move button
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const selector = (direction: string) => `[data-move="${direction}"][data-item-id="${CSS.escape(pending.id)}"]`;
    const target = listRef.current?.querySelector<HTMLButtonElement>(selector(pending.direction));
    const fallback = listRef.current?.querySelector<HTMLButtonElement>(
      selector(pending.direction === "up" ? "down" : "up"),
    );
    (target && !target.disabled ? target : fallback)?.focus();
  }, [items, listRef]);

  const move = (item: WireItem, index: number, direction: "up" | "down") => {
    focusAfterMove.current = { id: item.id, direction };
    reorder(item.id, direction === "up" ? index - 1 : index + 1);
  };

  const clearDropMarks = () => {
    listRef.current?.querySelectorAll("[data-drop]").forEach((element) => element.removeAttribute("data-drop"));
  };

  /** Where a drop at this pointer position would put the dragged card: before or after the card under it. */
  const dropTarget = (event: DragEvent<HTMLUListElement>) => {
    const listElement = listRef.current;
    if (!listElement || !dragId.current) return null;
    const index = cardIndexOf(listElement, event.target);
    if (index < 0) return null;
    const card = listElement.children[index] as HTMLElement;
    const box = card.getBoundingClientRect();
    const after = event.clientY > box.top + box.height / 2;
    return { card, index, after };
  };

  const onDragOver = (event: DragEvent<HTMLUListElement>) => {
    const target = dropTarget(event);
    if (!target) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "move";
    clearDropMarks();
    target.card.setAttribute("data-drop", target.after ? "after" : "before");
  };

  const onDrop = (event: DragEvent<HTMLUListElement>) => {
    const target = dropTarget(event);
    clearDropMarks();
    const movedId = dragId.current;
    dragId.current = null;
    if (!target || !movedId) return;
    event.preventDefault();
    const from = items.findIndex((item) => item.id === movedId);
    let to = target.index + (target.after ? 1 : 0);
    if (from < to) to -= 1; // the dragged card leaves its old place first
    reorder(movedId, to);
  };

  const dragStart = (item: WireItem, event: DragEvent<HTMLElement>) => {
    dragId.current = item.id;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", item.id);
    const card = listRef.current ? listRef.current.children[cardIndexOf(listRef.current, event.target)] : null;
    if (card) event.dataTransfer.setDragImage(card, 24, 24);
  };

  const dragEnd = () => {
    dragId.current = null;
    clearDropMarks();
  };

  return {
    /** The list's own drag handlers. */
    listHandlers: { onDragOver, onDrop, onDragLeave: clearDropMarks },
    /** Where a move put the wish, for a status line. */
    announcement,
    move,
    dragStart,
    dragEnd,
  };
}
