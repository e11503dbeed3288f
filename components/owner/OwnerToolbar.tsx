"use client";
// The owner's area at the top of the list screen (docs/product.md §2): the editor panel, the
// settings gear, the share card and sign-out. Loaded with owner mode (components/owner/OwnerMode.tsx).
// Props are a contract with components/list/ListScreen.tsx.
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useToast } from "@/components/ui/Toast";
import type { WireList } from "@/lib/wire";
import { EditorPanel } from "./EditorPanel";
import type { AppearancePreview, ListChangeHandlers } from "./owner-types";
import { SettingsDialog } from "./SettingsDialog";
import { ShareCard } from "./ShareCard";
import type { OwnerSession } from "./useOwnerSession";
import { GearIcon, ShareIcon, UnlockIcon } from "./icons";
import "./owner-toolbar.css";

export type OwnerToolbarProps = ListChangeHandlers & {
  list: WireList;
  session: OwnerSession;
  /** The confirmed edit token (owner mode is only shown with one). */
  editToken: string;
};

/** The owner's tools; visitors see components/list/OwnerLoginBar.tsx in its place. */
export function OwnerToolbar({ list, session, editToken, onListChange, onPreview }: OwnerToolbarProps) {
  const t = useTranslations("owner");
  const tShare = useTranslations("share");
  const toast = useToast();
  const shareId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [shareOpen, setShareOpen] = useState(false);
  const [draft, setDraft] = useState<AppearancePreview | null>(null);

  // leaving owner mode must not leave an unsaved preview on the page
  useEffect(() => () => onPreview(null), [onPreview]);

  const signOut = () => {
    onPreview(null);
    session.signOut();
    toast.info(t("loggedOut"));
  };

  return (
    <section className="owner-toolbar" aria-label={t("area")}>
      <div className="cluster owner-toolbar-head">
        <span className="pill-success owner-badge">
          <UnlockIcon />
          {t("badge")}
        </span>
        <div className="owner-toolbar-actions">
          <button
            type="button"
            className="button button-small"
            aria-expanded={shareOpen}
            aria-controls={shareId}
            onClick={() => setShareOpen((open) => !open)}
          >
            <ShareIcon />
            {tShare("title")}
          </button>
          <button
            type="button"
            className="button button-small owner-gear"
            aria-haspopup="dialog"
            onClick={() => {
              // the modal starts from the saved list: an unsaved panel preview is dropped
              setDraft(null);
              onPreview(null);
              setSettingsOpen(true);
            }}
          >
            <GearIcon />
            {t("settings")}
          </button>
          <button type="button" className="button button-small owner-logout" onClick={signOut}>
            {t("logout")}
          </button>
        </div>
      </div>
      <div id={shareId} hidden={!shareOpen}>
        {shareOpen ? <ShareCard list={list} /> : null}
      </div>
      <EditorPanel
        list={list}
        editToken={editToken}
        draft={draft}
        onDraftChange={setDraft}
        onListChange={onListChange}
        onPreview={onPreview}
      />
      <SettingsDialog
        list={list}
        session={session}
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        onListChange={onListChange}
        onPreview={onPreview}
      />
    </section>
  );
}
