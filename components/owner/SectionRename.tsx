"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { renameSection } from "@/lib/client/api-client";
import { LIMITS } from "@/lib/validations/limits";
import { useOwnerFailure } from "./useOwnerFailure";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { waitingButton, waitingField } from "@/components/ui/waiting-button";

type Access = { slug: string; editToken: string };

/** One section's rename form, folded away until the owner opens it. */
function RenameOne({
  access,
  section,
  onRenamed,
}: {
  access: Access;
  section: string;
  onRenamed: () => Promise<void>;
}) {
  const t = useTranslations("itemEditor");
  const toast = useToast();
  const fail = useOwnerFailure();
  const [name, setName] = useState(section);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const details = event.currentTarget.closest("details");
    setBusy(true);
    const result = await renameSection(access.slug, access.editToken, section, name.trim() || null);
    setBusy(false);
    if (!result.ok) {
      setError(fail.inline(result));
      return;
    }
    setError(null);
    toast.success(t("sectionRenamed", { count: result.renamed }));
    if (details) details.open = false;
    await onRenamed();
  };

  return (
    <li>
      <details className="section-rename">
        <summary>{t("renameSection", { section })}</summary>
        <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
          <TextField
            label={t("renameSectionLabel", { section })}
            hint={t("renameSectionHint")}
            maxLength={LIMITS.section}
            value={name}
            onChange={(event) => setName(event.target.value)}
            {...waitingField(busy)}
          />
          <ErrorBox error={error} />
          <button type="submit" className="button button-small" {...waitingButton(busy)}>
            {t("renameSectionSave")}
          </button>
        </form>
      </details>
    </li>
  );
}

/**
 * Renames a section for all its wishes at once (issue 26): one call, one change of the list, so
 * friends never see the section half renamed. Shown while the list has sections.
 */
export function SectionRename({
  access,
  sections,
  onRenamed,
}: {
  access: Access;
  sections: string[];
  onRenamed: () => Promise<void>;
}) {
  if (sections.length === 0) return null;
  return (
    <ul className="section-renames" data-testid="section-renames">
      {sections.map((section) => (
        // keyed by name: a renamed section's form starts afresh under its new name
        <RenameOne key={section} access={access} section={section} onRenamed={onRenamed} />
      ))}
    </ul>
  );
}
