"use client";
// Where a mail's links lead (docs/decisions/081-mail.md): `#confirm=<token>` or
// `#unsubscribe=<token>`, the token in the fragment so it never reaches a server log, with the list
// or draw the address was given on (./mail-link.ts), which the screen leads back to. A list's
// unsubscribe link ends the mails as soon as this script runs, with an undo (decision 113); the
// rest asks first. Either way a mail scanner that fetches the page without running it changes nothing.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { confirmMailAddress, resubscribeMail, unsubscribeMail } from "@/lib/client/api-client-mail";
import { failureMessage, fallbackWording } from "@/components/ui/failure";
import { endsOnOpen, mailLinkIn, placeHref } from "./mail-link";
import "./mail-link-screen.css";

const noSubscription = () => () => {};

export function MailLinkScreen() {
  const t = useTranslations("mailPage");
  const hash = useSyncExternalStore(
    noSubscription,
    () => window.location.hash,
    () => "",
  );
  const link = mailLinkIn(hash);
  // a draw's address is for the personal link, not for a list's news (issue 51, item 16)
  const forDraw = link?.place?.kind === "draw";
  const [state, setState] = useState<{ busy: boolean; done: boolean; restored: boolean; error: string | null }>({
    busy: false,
    done: false,
    restored: false,
    error: null,
  });
  const undoable = link !== null && endsOnOpen(link);

  async function act() {
    if (!link || state.busy) return;
    setState({ busy: true, done: false, restored: false, error: null });
    const outcome = await (link.kind === "confirm" ? confirmMailAddress(link.token) : unsubscribeMail(link.token));
    if (outcome.ok) setState({ busy: false, done: true, restored: false, error: null });
    else
      setState({
        busy: false,
        done: false,
        restored: false,
        error: failureMessage(outcome, fallbackWording(t("noLink"))),
      });
  }

  async function undo() {
    if (!link || state.busy) return;
    setState({ ...state, busy: true, error: null });
    const outcome = await resubscribeMail(link.token);
    if (outcome.ok) setState({ busy: false, done: false, restored: true, error: null });
    else setState({ ...state, busy: false, error: failureMessage(outcome, fallbackWording(t("noLink"))) });
  }

  // once per page, not again when React runs the effect twice in development
  const endedOnOpen = useRef(false);
  useEffect(() => {
    if (!undoable || endedOnOpen.current) return;
    endedOnOpen.current = true;
    void act();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [undoable]);

  return (
    <main className="page mail-link-screen" data-testid="mail-link-screen">
      <div className="card">
        <h1>{t("title")}</h1>
        {!link ? (
          <p>{t("noLink")}</p>
        ) : state.done ? (
          <>
            <p role="status">
              {t(link.kind === "unsubscribe" ? "unsubscribed" : forDraw ? "confirmedDraw" : "confirmed")}
            </p>
            {undoable ? (
              <button type="button" className="button" onClick={() => void undo()} aria-busy={state.busy}>
                {t("undo")}
              </button>
            ) : null}
            {state.error ? <p role="alert">{state.error}</p> : null}
          </>
        ) : undoable && !state.restored && !state.error ? (
          <p role="status" aria-busy="true">
            {t("ending")}
          </p>
        ) : (
          <>
            {state.restored ? <p role="status">{t("resubscribed")}</p> : null}
            <p>{t(link.kind === "unsubscribe" ? "unsubscribeLead" : forDraw ? "confirmLeadDraw" : "confirmLead")}</p>
            <button type="button" className="button button-primary" onClick={() => void act()} aria-busy={state.busy}>
              {t(link.kind === "confirm" ? "confirmButton" : "unsubscribeButton")}
            </button>
            {state.error ? <p role="alert">{state.error}</p> : null}
          </>
        )}
        <p>
          {link?.place ? (
            <a href={placeHref(link.place)}>{t(forDraw ? "openDraw" : "openList")}</a>
          ) : (
            <a href="/web/">{t("start")}</a>
          )}
        </p>
      </div>
    </main>
  );
}
