"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/Toast";
import { updateList } from "@/lib/client/api-client";
import type { WireList } from "@/lib/wire";
import { AppearanceFields } from "./AppearanceFields";
import { useDebouncedPreview } from "./appearance";
import type { AppearancePreview, AppearanceValues, ListChangeHandlers } from "./owner-types";
import { useOwnerFailure } from "./useOwnerFailure";
import "./editor-panel.css";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { waitingButton } from "@/components/ui/waiting-button";

type EditorPanelProps = ListChangeHandlers & {
  list: WireList;
  editToken: string;
  /** Unsaved appearance, owned by the toolbar so that opening the settings can discard it. */
  draft: AppearancePreview | null;
  onDraftChange: (draft: AppearancePreview | null) => void;
};

/** docs/product.md §2 editor panel: colour, font and background shown live, temporary until saved. */
export function EditorPanel({ list, editToken, draft, onDraftChange, onListChange, onPreview }: EditorPanelProps) {
  const t = useTranslations("owner");
  const ts = useTranslations("settings");
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value: AppearanceValues = {
    theme_color: list.theme_color,
    font_key: list.font_key,
    bg_theme: list.bg_theme,
    ...draft,
  };
  useDebouncedPreview(draft, onPreview);

  const discard = () => {
    onDraftChange(null);
    onPreview(null);
    setError(null);
  };
  const fail = useOwnerFailure("save");

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    setError(null);
    const result = await updateList({ slug: list.slug, edit_token: editToken, ...value });
    setSaving(false);
    if (result.ok) {
      onListChange(result.list);
      discard();
      toast.success(ts("saved"));
      return;
    }
    setError(fail.inline(result));
  };

  return (
    // collapsed at first: on a phone the owner's items come first (issue 9)
    <details className="owner-editor">
      <summary className="owner-editor-summary">
        <span className="owner-section-title">{t("appearance")}</span>
        <span className="owner-editor-hint small">{t("appearanceHint")}</span>
      </summary>
      <section className="owner-editor-body" aria-label={t("appearance")}>
        <AppearanceFields
          value={value}
          disabled={saving}
          onChange={(change) => onDraftChange({ ...draft, ...change })}
        />
        <ErrorBox error={error} />
        <div className="cluster owner-editor-actions">
          <p className="owner-preview-hint small" role="status">
            {draft ? t("previewHint") : null}
          </p>
          <button type="button" className="button button-small" onClick={discard} disabled={!draft || saving}>
            {t("discard")}
          </button>
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => void save()}
            {...waitingButton(saving, !draft)}
          >
            {saving ? t("saving") : t("saveAppearance")}
          </button>
        </div>
      </section>
    </details>
  );
}
