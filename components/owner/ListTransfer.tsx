"use client";
// Owner mode: download the list as a file, or start a new list from it (docs/list-format.md).
import { useTranslations } from "next-intl";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { failureMessage, fallbackWording } from "@/components/ui/failure";
import { TextField } from "@/components/ui/Field";
import { useToast } from "@/components/ui/Toast";
import { exportList, importList } from "@/lib/client/api-client";
import { ownerPasswords } from "@/lib/client/browser-storage";
import { newListAddress } from "@/lib/list-link";
import { formatEventDate } from "@/lib/event-date";
import { forNewCopy, nextReturn, wallClockNow } from "@/lib/next-year";
import { hidesReservers } from "@/lib/surprise";
import { LIMITS } from "@/lib/validations/limits";
import type { WireList } from "@/lib/wire";
import { downloadList } from "./download-list";
import "./list-transfer.css";
import { waitingButton, waitingField } from "@/components/ui/waiting-button";

export function ListTransfer({ list, editToken }: { list: WireList; editToken: string }) {
  const t = useTranslations("transfer");
  const toast = useToast();
  const router = useRouter();
  const id = useId();
  // the same title, to edit (issue 28: "copy for next year")
  const [title, setTitle] = useState(list.title);
  const [nextYear, setNextYear] = useState(true);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  // prices and dates as the list writes them for this visitor (decision 075), not the language's own region
  const locale = useFormatLocale();
  // next year's copy starts with the event's next return, not with "The day is over" (issue 40)
  const nextDate = nextYear && list.event_date ? nextReturn(list.event_date, wallClockNow()) : null;
  const movedDate = nextDate !== list.event_date ? nextDate : null;

  // while the surprise hides the givers, the plain file leaves their names out (docs/decisions/074)
  const surprise = hidesReservers(list);

  async function download(reveal: boolean) {
    const failure = await downloadList(list.slug, editToken, { reveal });
    if (failure) toast.error(failureMessage(failure, fallbackWording(t("downloadFailed"))));
  }

  async function copy(event: FormEvent) {
    event.preventDefault();
    if (busy || !title.trim() || !password.trim()) return;
    setBusy(true);
    // the copy is never shown: it keeps the givers, as the list does
    const exported = await exportList(list.slug, editToken, { reveal: true });
    const created = exported.ok
      ? await importList(forNewCopy(exported.document, nextYear), title.trim(), password)
      : exported;
    if (!created.ok) {
      setBusy(false);
      return toast.error(failureMessage(created, fallbackWording(t("copyFailed"))));
    }
    ownerPasswords.set(created.slug, password);
    router.push(newListAddress(created.slug, created.edit_token));
  }

  return (
    <details className="owner-transfer card" data-testid="list-transfer">
      <summary>{t("summary")}</summary>
      <div className="stack">
        <div className="stack">
          <button type="button" className="button button-small" onClick={() => void download(false)}>
            {t("download")}
          </button>
          <p className="field-hint">{t(surprise ? "downloadSurpriseHint" : "downloadHint")}</p>
        </div>
        {surprise ? (
          <div className="stack">
            <button
              type="button"
              className="button button-small"
              onClick={() => void download(true)}
              data-testid="download-with-names"
            >
              {t("downloadWithNames")}
            </button>
            <p className="field-hint">{t("downloadWithNamesHint")}</p>
          </div>
        ) : null}
        <form className="stack" onSubmit={(event) => void copy(event)} aria-labelledby={`${id}-copy`}>
          <h3 id={`${id}-copy`}>{t("copyHeading")}</h3>
          <p className="field-hint">{t("copyHint")}</p>
          <TextField
            label={t("copyTitle")}
            value={title}
            required
            maxLength={LIMITS.listTitle}
            onChange={(event) => setTitle(event.target.value)}
            {...waitingField(busy)}
          />
          <TextField
            label={t("copyPassword")}
            type="password"
            autoComplete="new-password"
            value={password}
            required
            maxLength={LIMITS.password}
            onChange={(event) => setPassword(event.target.value)}
            {...waitingField(busy)}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={nextYear}
              onChange={(event) => setNextYear(event.target.checked)}
              disabled={busy}
              data-testid="copy-next-year"
              aria-describedby={movedDate ? `${id}-date` : undefined}
            />
            {t("copyNextYear")}
          </label>
          {movedDate ? (
            <p id={`${id}-date`} className="field-hint" data-testid="copy-date-moves">
              {t("copyDateMoves", { date: formatEventDate(movedDate, locale) })}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button-primary"
            {...waitingButton(busy, !title.trim() || !password.trim())}
          >
            {busy ? t("copyBusy") : t("copySubmit")}
          </button>
        </form>
      </div>
    </details>
  );
}
