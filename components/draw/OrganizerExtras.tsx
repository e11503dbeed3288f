"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { saveAsFile } from "@/components/owner/download-list";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { failureMessage, type FailureWording } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { createDraw, exportDraw } from "@/lib/client/api-client-draws";
import { organizerDrawLink } from "@/lib/draw-link";
import { LIMITS } from "@/lib/validations/limits";
import type { OrganizerAnswer } from "./useDrawView";

/**
 * The organizer's other tools: the draw as a file (names, wishlists, exclusions; never who drew whom)
 * and next year's draw, copied from this one with its people and exclusions, so that nobody draws
 * the same person again.
 */
export function OrganizerExtras({ answer, token }: { answer: OrganizerAnswer; token: string }) {
  const t = useTranslations("draw");
  const router = useRouter();
  const { draw } = answer;
  const [title, setTitle] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const wording: FailureWording = { network: t("errorNetwork"), noSentence: (status) => t("errorHttp", { status }) };

  async function download() {
    const result = await exportDraw(draw.slug, token);
    if (!result.ok) return setProblem(failureMessage(result, wording));
    saveAsFile(`wichteln-${draw.slug}.json`, result.document);
  }

  async function nextYear(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!title.trim()) return setProblem(t("errorNoTitle"));
    if (!password.trim()) return setProblem(t("errorNoPassword"));
    setBusy(true);
    const result = await createDraw({
      title: title.trim(),
      organizer_password: password,
      from_slug: draw.slug,
      from_organizer_token: token,
    });
    setBusy(false);
    if (!result.ok) return setProblem(failureMessage(result, wording));
    router.push(organizerDrawLink("", result.slug, result.organizer_token));
  }

  return (
    <details className="card draw-extras">
      <summary>{t("moreTitle")}</summary>
      <div className="stack">
        <p className="muted small">{t("exportHint")}</p>
        <button type="button" className="button" onClick={() => void download()}>
          {t("exportButton")}
        </button>
        {draw.drawn ? (
          <form className="stack" onSubmit={(event) => void nextYear(event)} noValidate aria-labelledby={headingId}>
            <h3 id={headingId}>{t("nextYearTitle")}</h3>
            <p className="muted small">{t("nextYearHint")}</p>
            <TextField
              label={t("titleLabel")}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={LIMITS.listTitle}
              disabled={busy}
            />
            <TextField
              label={t("passwordLabel")}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              maxLength={LIMITS.password}
              autoComplete="new-password"
              disabled={busy}
            />
            <button type="submit" className="button" disabled={busy}>
              {t("nextYearSubmit")}
            </button>
          </form>
        ) : null}
        <ErrorBox error={problem} />
      </div>
    </details>
  );
}
