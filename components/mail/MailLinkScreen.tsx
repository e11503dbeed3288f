"use client";
// Where a mail's links lead (docs/decisions/081-mail.md): `#confirm=<token>` or
// `#unsubscribe=<token>`, the token in the fragment so it never reaches a server log, with the list
// or draw the address was given on (./mail-link.ts), which the screen leads back to. The screen
// asks before it acts, so a mail scanner that opens every link confirms or ends nothing.
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { confirmMailAddress, unsubscribeMail } from "@/lib/client/api-client";
import { failureMessage, fallbackWording } from "@/components/ui/failure";
import { mailLinkIn, placeHref } from "./mail-link";
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
  const [state, setState] = useState<{ busy: boolean; done: boolean; error: string | null }>({
    busy: false,
    done: false,
    error: null,
  });

  async function act() {
    if (!link || state.busy) return;
    setState({ busy: true, done: false, error: null });
    const outcome = await (link.kind === "confirm" ? confirmMailAddress(link.token) : unsubscribeMail(link.token));
    if (outcome.ok) setState({ busy: false, done: true, error: null });
    else setState({ busy: false, done: false, error: failureMessage(outcome, fallbackWording(t("noLink"))) });
  }

  return (
    <main className="page mail-link-screen" data-testid="mail-link-screen">
      <div className="card">
        <h1>{t("title")}</h1>
        {!link ? (
          <p>{t("noLink")}</p>
        ) : state.done ? (
          <p role="status">
            {t(link.kind === "unsubscribe" ? "unsubscribed" : forDraw ? "confirmedDraw" : "confirmed")}
          </p>
        ) : (
          <>
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
