"use client";
// The start screen after the owner deleted a list (components/owner/SettingsDeleteSection.tsx):
// says which list is gone until the owner closes the message.
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { deletedListNotice } from "@/lib/client/tab-storage";

const noSubscription = () => () => {};

export function DeletedListNotice() {
  const t = useTranslations("create");
  // read after hydration only: the server has no such message
  const stored = useSyncExternalStore(noSubscription, deletedListNotice.get, () => null);
  const [dismissed, setDismissed] = useState(false);
  if (stored === null || dismissed) return null;
  return (
    <div className="card notice-box stack" role="status" data-testid="list-deleted">
      <p>{t.rich("listDeleted", { title: stored, name: (chunks) => <bdi>{chunks}</bdi> })}</p>
      <div>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            deletedListNotice.clear();
            setDismissed(true);
          }}
        >
          {t("listDeletedDismiss")}
        </button>
      </div>
    </div>
  );
}
