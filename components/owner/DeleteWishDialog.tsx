"use client";
// Deleting a wish after the owner confirms it. A wish friends have reserved says so first: a guest
// may already have bought it (issue 32, bug 10); and what the app does about it (issue 51, item 3):
// in surprise mode the owner cannot tell a giver they do not know, so the dialog says whether a mail
// tells them.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useMailOption } from "@/components/list/mail-option";
import { useToast } from "@/components/ui/Toast";
import { deleteItem } from "@/lib/client/api-client";
import type { WireItem } from "@/lib/wire";
import { ConfirmDialog } from "./ConfirmDialog";
import { useOwnerFailure } from "./useOwnerFailure";

type DeleteWishDialogProps = {
  slug: string;
  editToken: string;
  /** The wish asked about; null: the dialog is closed. */
  item: WireItem | null;
  onClose: () => void;
  onDeleted: (itemId: string) => void;
};

export function DeleteWishDialog({ slug, editToken, item, onClose, onDeleted }: DeleteWishDialogProps) {
  const t = useTranslations("itemEditor");
  const toast = useToast();
  const fail = useOwnerFailure();
  const mailOffered = useMailOption();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!item) return;
    setBusy(true);
    const result = await deleteItem(slug, editToken, item.id);
    setBusy(false);
    onClose();
    if (!result.ok) return fail.toast(result);
    onDeleted(item.id);
    toast.success(t("removed"));
  };

  const told = t(mailOffered ? "confirmToldByMail" : "confirmToldOnList");
  const text = !item
    ? ""
    : item.reserved_quantity === null
      ? // surprise mode: taken, how much is not shown (lib/surprise.ts)
        `${t("confirmTextTaken", { title: item.title })} ${told}`
      : item.reserved_quantity > 0
        ? `${t("confirmTextReserved", { title: item.title, count: item.reserved_quantity })} ${told}`
        : t("confirmText", { title: item.title });
  return (
    <ConfirmDialog
      open={item !== null}
      title={t("confirmTitle")}
      text={text}
      confirmLabel={busy ? t("deleting") : t("confirmDelete")}
      cancelLabel={t("cancel")}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
