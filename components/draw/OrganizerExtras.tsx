"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { saveAsFile } from "@/components/owner/download-list";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { failureMessage, screenWording } from "@/components/ui/failure";
import { PasswordField, TextField } from "@/components/ui/Field";
import { useSending } from "@/components/ui/useSending";
import { createDraw, exportDraw } from "@/lib/client/api-client-draws";
import { organizerDrawLink } from "@/lib/draw-link";
import { carriesLastYear } from "@/features/draws/shared/last-year";
import { LIMITS } from "@/lib/validations/limits";
import type { OrganizerAnswer } from "./useDrawView";
import { waitingButton, waitingField } from "@/components/ui/waiting-button";

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
  const wording = screenWording(t);
  const { busy, problem, fail, send } = useSending(wording);
  const headingId = useId();

  async function download() {
    // no busy state: the file is read while the owner goes on
    const result = await exportDraw(draw.slug, token);
    if (!result.ok) return fail(failureMessage(result, wording));
    saveAsFile(`wichteln-${draw.slug}.json`, result.document);
  }

  async function nextYear(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!title.trim()) return fail(t("errorNoTitle"));
    if (!password.trim()) return fail(t("errorNoPassword"));
    const created = await send(() =>
      createDraw({
        title: title.trim(),
        organizer_password: password,
        from_slug: draw.slug,
        from_organizer_token: token,
      }),
    );
    if (created) router.push(organizerDrawLink("", created.slug, created.organizer_token));
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
            {/* the copy avoids this time's pairs only once this draw's day is over */}
            <p className="muted small">
              {carriesLastYear(draw.event_date) ? t("nextYearHint") : t("nextYearHintNotYet")}
            </p>
            <TextField
              label={t("titleLabel")}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={LIMITS.listTitle}
              {...waitingField(busy)}
            />
            <PasswordField
              label={t("passwordLabel")}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
              {...waitingField(busy)}
            />
            <button type="submit" className="button" {...waitingButton(busy)}>
              {t("nextYearSubmit")}
            </button>
          </form>
        ) : null}
        <ErrorBox error={problem?.message} />
      </div>
    </details>
  );
}
