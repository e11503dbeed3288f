"use client";
// The owner's view of the items (docs/product.md §2/§4, docs/api.md item_* endpoints): add, edit inline,
// delete after confirmation, reorder by drag and drop or the move buttons (useItemReorder), release a
// reservation.
// Props are a contract with components/list/ListScreen.tsx.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useToast } from "@/components/ui/Toast";
import {
  createItem,
  removeItemImage,
  updateItem,
  uploadItemImage,
  type ItemChanges,
  type NewItem,
} from "@/lib/client/api-client";
import { releaseAsOwner, removePledgeAsOwner } from "@/lib/client/api-client-giving";
import type { WireItem, WireList } from "@/lib/wire";
import { AddWishSection, FIRST_WISH_HEADING_ID } from "./AddWishSection";
import { BringAlong, FillingBar } from "./BringAlong";
import { DeleteWishDialog } from "./DeleteWishDialog";
import { ITEM_FORM_FIELDS, ItemForm } from "./ItemForm";
import type { PictureChoice } from "./PictureField";
import { SectionRename } from "./SectionRename";
import { ItemOwnerControls } from "./ItemOwnerControls";
import { UnlockAgain } from "./UnlockAgain";
import { useFocusAfterRemoval } from "./useFocusAfterRemoval";
import { useItemReorder } from "./useItemReorder";
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
  /** Wishes brought along as links being filled (list_get's `filling`, issue 55). */
  filling?: { done: number; total: number };
};

export function OwnerItems({ list, items, editToken, onItemsChange, reload, renderItem, filling }: OwnerItemsProps) {
  const t = useTranslations("itemEditor");
  const tErrors = useTranslations("errors");
  const toast = useToast();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WireItem | null>(null);
  const [releasingId, setReleasingId] = useState<string | null>(null);
  // "Received" waits for its answer: a second tap meanwhile (a slow phone) sends nothing (decision 230)
  const [receivingId, setReceivingId] = useState<string | null>(null);
  // the wish being edited deleted elsewhere (another owner, another device): its form goes with
  // it, and the toast says that what was typed in it was not saved (decision 211)
  const editing = items.find((item) => item.id === editingId);
  const editingTitle = useRef("");
  const toldGone = useRef<string | null>(null);
  useEffect(() => {
    if (editing) editingTitle.current = editing.title;
    if (editingId === null || editing || toldGone.current === editingId) return;
    toldGone.current = editingId;
    toast.error(t("editedWishDeleted", { title: editingTitle.current }));
  }, [editing, editingId, toast, t]);
  // a first wish being typed keeps its form when another copy adds one live (decision 029)
  const [typingFirstWish, setTypingFirstWish] = useState(false);

  // a revoked token keeps the owner's typing and offers to unlock again (UnlockAgain)
  const fail = useOwnerFailure();
  const listRef = useRef<HTMLUListElement>(null);
  const reorder = useItemReorder({ slug: list.slug, editToken, items, onItemsChange, listRef });
  // a deleted wish takes its delete button along: the focus goes to the next wish (decision 192)
  const focusKeeper = useFocusAfterRemoval(items, listRef, FIRST_WISH_HEADING_ID);
  // the names the list uses so far, offered while typing one (sections, groups of alternatives)
  const namesIn = (field: "section" | "one_of") => [...new Set(items.flatMap((item) => item[field] ?? []))];
  const sections = namesIn("section");
  const groups = namesIn("one_of");

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
    if (!result.ok) return fail.form(result, ITEM_FORM_FIELDS);
    const item = await applyPicture(result.item, picture);
    onItemsChange([...items, item]);
    setTypingFirstWish(false);
    toast.success(t("added"));
    return null;
  };

  // only what the owner changed: another owner's change to the rest stands (decision 211)
  const save = async (itemId: string, changes: ItemChanges, picture: PictureChoice) => {
    const result = await updateItem(list.slug, editToken, itemId, changes);
    if (!result.ok) return fail.form(result, ITEM_FORM_FIELDS);
    const saved = await applyPicture(result.item, picture);
    onItemsChange(items.map((item) => (item.id === itemId ? saved : item)));
    setEditingId(null);
    toast.success(t("saved"));
    return null;
  };

  /** Arrived, or not after all: the owner's own note (visitors see it once the list is closed). */
  const toggleReceived = async (item: WireItem) => {
    setReceivingId(item.id);
    const result = await updateItem(list.slug, editToken, item.id, { received: !item.received });
    setReceivingId(null);
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

  const bringAlong = (
    <BringAlong
      slug={list.slug}
      editToken={editToken}
      currency={list.currency}
      onAdded={(added) => onItemsChange([...items, ...added])}
    />
  );

  return (
    <div className="owner-items">
      <AddWishSection
        slug={list.slug}
        editToken={editToken}
        firstWish={items.length === 0 || typingFirstWish}
        onTyping={() => setTypingFirstWish(true)}
        onAdd={add}
        sections={sections}
        groups={groups}
        currency={list.currency}
      />
      <FillingBar filling={filling} />
      <SectionRename access={{ slug: list.slug, editToken }} sections={sections} onRenamed={reload} />

      <ul
        ref={listRef}
        className="items rows owner-item-list"
        data-testid="owner-items"
        {...reorder.listHandlers}
        {...focusKeeper}
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
                  onSubmit={(_input, picture, changes) => save(item.id, changes, picture)}
                  onCancel={() => setEditingId(null)}
                  autoFocus
                  sections={sections}
                  groups={groups}
                  currency={list.currency}
                />
              </div>
            ) : (
              <ItemOwnerControls
                item={item}
                isFirst={index === 0}
                isLast={index === items.length - 1}
                releasing={releasingId === item.id}
                receiving={receivingId === item.id}
                listClosed={list.closed}
                onEdit={() => setEditingId(item.id)}
                onDelete={() => setDeleting(item)}
                onMove={(direction) => reorder.move(item, index, direction)}
                onRelease={(reservationId) => void release(item, reservationId)}
                onToggleReceived={() => void toggleReceived(item)}
                onDragStart={(event) => reorder.dragStart(item, event)}
                onDragEnd={reorder.dragEnd}
              />
            ),
          ),
        )}
      </ul>
      {/* below the wishes (right under "Add a wish" while there are none), so the first wish stays on
          the first screen of a phone */}
      {bringAlong}
      <p className="visually-hidden" role="status">
        {reorder.announcement}
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
