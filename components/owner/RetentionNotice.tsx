"use client";
// The owner's warning that RETENTION_DAYS deletes the list soon (docs/decisions/131-retention.md):
// the day, and "Keep it", which counts as a change. Shown while the owner's answer carries
// `deletion_date` (within 14 days of it); nothing otherwise.
import { useTranslations } from "next-intl";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { useState } from "react";
import { useToast } from "@/components/ui/Toast";
import { updateList } from "@/lib/client/api-client";
import { formatEventDay } from "@/lib/event-date";
import type { WireList } from "@/lib/wire";
import { useOwnerFailure } from "./useOwnerFailure";

type Props = {
  list: WireList;
  editToken: string;
  onListChange: (list: WireList) => void;
};

export function RetentionNotice({ list, editToken, onListChange }: Props) {
  const t = useTranslations("owner");
  // prices and dates as the list writes them for this visitor (decision 075), not the language's own region
  const locale = useFormatLocale();
  const toast = useToast();
  const fail = useOwnerFailure();
  const [busy, setBusy] = useState(false);
  if (!list.deletion_date) return null;

  const keep = async () => {
    setBusy(true);
    const result = await updateList({ slug: list.slug, edit_token: editToken, keep: true });
    setBusy(false);
    if (!result.ok) return fail.toast(result);
    // the answer is the owner's list without a deletion day: the notice goes
    onListChange(result.list);
    toast.success(t("retentionKept"));
  };

  return (
    <div className="close-suggestion card" role="status" data-testid="retention-notice">
      <p>{t("retentionNotice", { day: formatEventDay(list.deletion_date, locale) })}</p>
      <div className="thanks-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void keep()}>
          {t("retentionKeep")}
        </button>
      </div>
    </div>
  );
}
