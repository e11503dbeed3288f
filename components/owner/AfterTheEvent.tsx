"use client";
// The surprise and the "after" of a list (issue 28, docs/decisions/065-surprise.md,
// 066-closing-a-list.md): peek past the surprise for this visit, close the list after the event
// (suggested once its date has passed) or reopen it, and, once closed, the thank-you list of who
// gave what.
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/Toast";
import { useCopyToClipboard } from "@/components/ui/useCopyToClipboard";
import { updateList } from "@/lib/client/api-client";
import { namesIn } from "@/lib/bidi-isolate";
import { hidesReservers, isTaken } from "@/lib/surprise";
import type { WireItem, WireList } from "@/lib/wire";
import { ConfirmDialog } from "./ConfirmDialog";
import { useOwnerFailure } from "./useOwnerFailure";
import "./after-the-event.css";

type Props = {
  list: WireList;
  items: WireItem[];
  editToken: string;
  /** Whether this visit shows the reservers despite the surprise. */
  peeking: boolean;
  onPeek: (peeking: boolean) => void;
  onListChange: (list: WireList) => void;
  /** Reads the list again (closing shows the owner who gave what). */
  reload: () => Promise<void>;
};

/** The event's wall-clock date has passed on this device's clock. */
const eventIsOver = (eventDate: string | null, now: number) =>
  eventDate !== null && new Date(eventDate).getTime() < now;

/** After a wish that arrived, on screen and in the copied text alike. */
const RECEIVED_MARK = " ✓";

/** One line per given wish: "Title – Oma Gerda and Tom (2)"; a group gift names who chipped in. */
function ThankYouList({ list, items }: { list: WireList; items: WireItem[] }) {
  const t = useTranslations("owner");
  const locale = useLocale();
  const toast = useToast();
  const { copy } = useCopyToClipboard();
  const given = items.filter((item) => item.reservations.length > 0 || item.pledges.length > 0);
  const lines = given.map((item) => {
    const reservers = item.reservations.map((reservation) => {
      const who = reservation.reserved_by ?? t("thanksNoName");
      return item.quantity > 1 ? `${who} (${reservation.count})` : who;
    });
    // a wish holds reservations or pledges, never both (decision 063)
    const givers = [...reservers, ...item.pledges.map((pledge) => pledge.pledged_by ?? t("thanksNoName"))];
    return { item, text: `${item.title} – ${namesIn(locale, givers)}` };
  });
  const print = () => {
    // only the thank-you list is printed (after-the-event.css)
    document.documentElement.setAttribute("data-print", "thanks");
    window.print();
    document.documentElement.removeAttribute("data-print");
  };
  return (
    <details className="thanks-list card" data-testid="thanks-list">
      <summary>{t("thanksSummary")}</summary>
      <div className="stack">
        <h3 className="thanks-heading">
          <bdi>{list.title}</bdi>
        </h3>
        <p className="field-hint">{t("thanksIntro")}</p>
        {lines.length === 0 ? (
          <p>{t("thanksEmpty")}</p>
        ) : (
          <ul className="thanks-lines">
            {lines.map(({ item, text }) => (
              <li key={item.id}>
                <bdi>{text}</bdi>
                {item.received ? <span className="thanks-received">{RECEIVED_MARK}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <div className="thanks-actions">
          <button
            type="button"
            className="button button-small"
            disabled={lines.length === 0}
            onClick={() =>
              // the text as the screen shows it, ✓ marks included (issue 40)
              void copy(
                `${list.title}\n\n${lines.map(({ item, text }) => (item.received ? text + RECEIVED_MARK : text)).join("\n")}`,
              ).then((done) => (done ? toast.success(t("thanksCopied")) : undefined))
            }
          >
            {t("thanksCopy")}
          </button>
          <button type="button" className="button button-small" onClick={print}>
            {t("thanksPrint")}
          </button>
        </div>
      </div>
    </details>
  );
}

/**
 * "Peek: who reserved what?" while surprise mode hides the reservers and something is taken; asks
 * first, then shows them for this visit (the screen reads the list with reveal=1).
 */
export function SurprisePeek({ list, items, peeking, onPeek }: Pick<Props, "list" | "items" | "peeking" | "onPeek">) {
  const t = useTranslations("owner");
  const [asking, setAsking] = useState(false);
  if (!hidesReservers(list) || !items.some(isTaken)) {
    return null;
  }
  return (
    <>
      {peeking ? (
        <button type="button" className="button button-small surprise-peek" onClick={() => onPeek(false)}>
          {t("peekHide")}
        </button>
      ) : (
        <button type="button" className="button button-small surprise-peek" onClick={() => setAsking(true)}>
          {t("peek")}
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t("peekTitle")}
        text={t("peekText")}
        confirmLabel={t("peekConfirm")}
        cancelLabel={t("peekCancel")}
        onConfirm={() => {
          setAsking(false);
          onPeek(true);
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

/** After the event: the suggestion to close, "Reopen", and the thank-you list; nothing before. */
export function AfterTheEvent({ list, items, editToken, onListChange, reload }: Omit<Props, "peeking" | "onPeek">) {
  const t = useTranslations("owner");
  const fail = useOwnerFailure();
  const [busy, setBusy] = useState(false);
  const [notNow, setNotNow] = useState(false);
  const [now] = useState(() => Date.now());

  const setClosed = async (closed: boolean) => {
    setBusy(true);
    const result = await updateList({ slug: list.slug, edit_token: editToken, closed });
    setBusy(false);
    if (!result.ok) return fail.toast(result);
    onListChange(result.list);
    await reload();
  };

  const suggest = !list.closed && !notNow && eventIsOver(list.event_date, now);
  if (!suggest && !list.closed) return null;
  return (
    <div className="after-the-event stack">
      {suggest ? (
        <div className="close-suggestion card" role="status" data-testid="close-suggestion">
          <p>{t("closeSuggestion")}</p>
          <div className="thanks-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void setClosed(true)}
            >
              {t("closeList")}
            </button>
            <button type="button" className="button" onClick={() => setNotNow(true)}>
              {t("closeNotNow")}
            </button>
          </div>
        </div>
      ) : null}
      {list.closed ? (
        <>
          <div className="thanks-actions">
            <button type="button" className="button button-small" disabled={busy} onClick={() => void setClosed(false)}>
              {t("reopenList")}
            </button>
          </div>
          <ThankYouList list={list} items={items} />
        </>
      ) : null}
    </div>
  );
}
