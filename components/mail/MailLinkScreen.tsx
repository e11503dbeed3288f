"use client";
// Where a mail's links lead (docs/decisions/081-mail.md): `#confirm=<token>` or
// `#unsubscribe=<token>`, the token in the fragment so it never reaches a server log. The screen
// asks before it acts, so a mail scanner that opens every link confirms or ends nothing.
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { confirmMailAddress, unsubscribeMail } from "@/lib/client/api-client";
import { failureMessage, fallbackWording } from "@/components/ui/failure";
import "./mail-link-screen.css";

type Link = { kind: "confirm" | "unsubscribe"; token: string } | null;

function linkIn(hash: string): Link {
  const match = /^#(confirm|unsubscribe)=([A-Za-z0-9_-]+)$/.exec(hash);
  return match ? { kind: match[1] as "confirm" | "unsubscribe", token: match[2]! } : null;
}

const noSubscription = () => () => {};

export function MailLinkScreen() {
  const t = useTranslations("mailPage");
  const hash = useSyncExternalStore(
    noSubscription,
    () => window.location.hash,
    () => "",
  );
  const link = linkIn(hash);
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
          <p role="status">{t(link.kind === "confirm" ? "confirmed" : "unsubscribed")}</p>
        ) : (
          <>
            <p>{t(link.kind === "confirm" ? "confirmLead" : "unsubscribeLead")}</p>
            <button type="button" className="button button-primary" onClick={() => void act()} aria-busy={state.busy}>
              {t(link.kind === "confirm" ? "confirmButton" : "unsubscribeButton")}
            </button>
            {state.error ? <p role="alert">{state.error}</p> : null}
          </>
        )}
        <p>
          <a href="/web/">{t("start")}</a>
        </p>
      </div>
    </main>
  );
}
