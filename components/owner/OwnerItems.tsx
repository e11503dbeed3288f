"use client";
// The owner's view of the items (docs/product.md §2/§4, docs/api.md item_* endpoints): add, edit inline,
// delete after confirmation, reorder by drag and drop or the move buttons, release a reservation.
// Props are a contract with components/list/ListScreen.tsx.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { useToast } from "@/components/ui/Toast";
import {
  createItem,
  releaseAsOwner,
  removePledgeAsOwner,
  removeItemImage,
  reorderItems,
  updateItem,
  uploadItemImage,
  type ItemChanges,
  type NewItem,
} from "@/lib/api-client";
import type { WireItem, WireList } from "@/lib/wire";
import { AddWishSection } from "./AddWishSection";
import { DeleteWishDialog } from "./DeleteWishDialog";
import { ItemForm } from "./ItemForm";
import type { PictureChoice } from "./PictureField";
import { SectionRename } from "./SectionRename";
import { ItemOwnerControls } from "./ItemOwnerControls";
import { UnlockAgain } from "./UnlockAgain";
import { useOwnerFailure } from "./useOwnerFailure";
import "./owner-items.css";

export type OwnerItemsProps = {
  list: WireList;
  items: WireItem[];
  editToken: string;
  onItemsChange: (items: WireItem[]) => void;
  reload: () => Promise<void>;
  /** Draws one item card (components/list/ItemCard) with the owner's controls inside it. */
  renderItem: (item: WireItem, ownerControls: ReactNode) => ReactNode;
};

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

export function OwnerItems({ list, items, editToken, onItemsChange, reload, renderItem }: OwnerItemsProps) {
  const t = useTranslations("itemEditor");
  const tErrors = useTranslations("errors");
  const toast = useToast();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WireItem | null>(null);
  const [releasingId, setReleasingId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // a first wish being typed keeps its form when another copy adds one live (decision 029)
  const [typingFirstWish, setTypingFirstWish] = useState(false);
  // what the owner sees (ahead of the props while a move renders) and what the server last confirmed
  const shownItems = useRef(items);
  const confirmedItems = useRef(items);
  const pendingSaves = useRef(0);
  const saveQueue = useRef(Promise.resolve());
  const listRef = useRef<HTMLUListElement>(null);
  const dragId = useRef<string | null>(null);
  const focusAfterMove = useRef<{ id: string; direction: "up" | "down" } | null>(null);

  // a revoked token keeps the owner's typing and offers to unlock again (UnlockAgain)
  const fail = useOwnerFailure();
  const sections = [...new Set(items.flatMap((item) => (item.section ? [item.section] : [])))];

  /**
   * After the wish is saved: the picture the owner chose is uploaded (or the kept one removed). The
   * wish stands either way; a picture that could not be kept is said in an error toast, with why.
   */
  const applyPicture = async (item: WireItem, picture: PictureChoice): Promise<WireItem> => {
    if (picture.kind !== "keep") {
      const result =
        picture.kind === "file"
          ? await uploadItemImage(list.slug, editToken, item.id, picture.file)
          : await removeItemImage(list.slug, editToken, item.id);
      if (result.ok) return result.item;
      toast.error(t("pictureUploadFailed", { reason: fail.inline(result) }));
      return item;
    }
    if (item.image_problem) toast.error(t("pictureNotKept", { reason: tErrors(item.image_problem) }));
    return item;
  };

  const add = async (input: NewItem, picture: PictureChoice) => {
    const result = await createItem(list.slug, editToken, input);
    if (!result.ok) return fail.inline(result);
    const item = await applyPicture(result.item, picture);
    onItemsChange([...items, item]);
    setTypingFirstWish(false);
    toast.success(t("added"));
    return null;
  };

  const save = async (itemId: string, input: ItemChanges, picture: PictureChoice) => {
    const result = await updateItem(list.slug, editToken, itemId, input);
    if (!result.ok) return fail.inline(result);
    const saved = await applyPicture(result.item, picture);
    onItemsChange(items.map((item) => (item.id === itemId ? saved : item)));
    setEditingId(null);
    toast.success(t("saved"));
    return null;
  };

  /** Arrived, or not after all: the owner's own note (visitors see it once the list is closed). */
  const toggleReceived = async (item: WireItem) => {
    const result = await updateItem(list.slug, editToken, item.id, { received: !item.received });
    if (!result.ok) return fail.toast(result);
    onItemsChange(items.map((other) => (other.id === item.id ? result.item : other)));
  };

  const release = async (item: WireItem, reservationId?: string) => {
    setReleasingId(item.id);
    // a group gift's "release" removes one friend's pledge (docs/decisions/063-group-gifts.md)
    const result =
      item.group_gift && reservationId
        ? await removePledgeAsOwner(list.slug, editToken, item.id, reservationId)
        : await releaseAsOwner(list.slug, editToken, item.id, reservationId);
    setReleasingId(null);
    if (!result.ok) {
      fail.toast(result);
      await reload();
      return;
    }
    toast.success(item.group_gift ? t("pledgeRemoved") : t("released"));
    await reload();
  };

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
      const result = await reorderItems(list.slug, editToken, ids);
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
  }, [items]);

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

  return (
    <div className="owner-items">
      <AddWishSection
        slug={list.slug}
        editToken={editToken}
        firstWish={items.length === 0 || typingFirstWish}
        onTyping={() => setTypingFirstWish(true)}
        onAdd={add}
        sections={sections}
        currency={list.currency}
      />
      <SectionRename access={{ slug: list.slug, editToken }} sections={sections} onRenamed={reload} />

      <ul
        ref={listRef}
        className="items owner-item-list"
        data-testid="owner-items"
        onDragOver={onDragOver}
        onDrop={onDrop}
        onDragLeave={clearDropMarks}
      >
        {items.map((item, index) =>
          renderItem(
            item,
            editingId === item.id ? (
              <div className="item-edit">
                <h3 className="item-edit-title">{t("editing")}</h3>
                <ItemForm
                  item={item}
                  submitLabel={t("save")}
                  busyLabel={t("saving")}
                  onSubmit={(input, picture) => save(item.id, input, picture)}
                  onCancel={() => setEditingId(null)}
                  autoFocus
                  sections={sections}
                  currency={list.currency}
                />
              </div>
            ) : (
              <ItemOwnerControls
                item={item}
                isFirst={index === 0}
                isLast={index === items.length - 1}
                releasing={releasingId === item.id}
                onEdit={() => setEditingId(item.id)}
                onDelete={() => setDeleting(item)}
                onMove={(direction) => move(item, index, direction)}
                onRelease={(reservationId) => void release(item, reservationId)}
                onToggleReceived={() => void toggleReceived(item)}
                onDragStart={(event) => {
                  dragId.current = item.id;
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", item.id);
                  const card = listRef.current
                    ? listRef.current.children[cardIndexOf(listRef.current, event.target)]
                    : null;
                  if (card) event.dataTransfer.setDragImage(card, 24, 24);
                }}
                onDragEnd={() => {
                  dragId.current = null;
                  clearDropMarks();
                }}
              />
            ),
          ),
        )}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <UnlockAgain slug={list.slug} floating />

      <DeleteWishDialog
        slug={list.slug}
        editToken={editToken}
        item={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(itemId) => onItemsChange(items.filter((item) => item.id !== itemId))}
      />
    </div>
  );
}
