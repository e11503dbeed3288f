"use client";
// "Share → Wunschliste" and the bookmarklet land here (docs/decisions/062-share-target.md): the
// owner picks which of the lists unlocked on this device gets the wish, and that list opens with
// the new-wish form filled from the link. With one such list there is nothing to ask.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { getList } from "@/lib/client/api-client";
import { editTokens } from "@/lib/client/browser-storage";
import { sentPages } from "@/lib/client/tab-storage";
import { addFromLinkPath, BRING_LIST_PARAM, READY_MESSAGE, sentPageFrom, SHARED_LINK_PARAM } from "@/lib/shared-link";
import { LIST_SCROLL } from "@/lib/bookmarklets";
import "./share-screen.css";

type OwnedList = { slug: string; title: string };

/** A device remembers few lists; more than this many are not worth a request each. */
const MAX_LISTS = 20;

/** The lists this device holds an owner token for, with their titles; deleted ones left out. */
async function ownedLists(): Promise<OwnedList[]> {
  const slugs = editTokens.slugs().slice(0, MAX_LISTS);
  const found = await Promise.all(
    slugs.map(async (slug): Promise<OwnedList | null> => {
      const outcome = await getList(slug);
      if (outcome.ok) return { slug, title: outcome.list.title };
      // not found: the list was deleted; no answer (offline): still offer it by its address
      return outcome.status === 404 ? null : { slug, title: slug };
    }),
  );
  return found.filter((list): list is OwnedList => list !== null);
}

/** How long the screen waits for the page the bookmarklet sends before it goes on with the address alone. */
const SENT_PAGE_WAIT_MS = 5_000;
/** The list bookmarklet scrolls the list to its end first (decision 142): at most this long, and a little more. */
const SENT_LIST_WAIT_MS = LIST_SCROLL.maxMs + SENT_PAGE_WAIT_MS;

/**
 * The bookmarklet opened this window and sends the shop's page as the owner sees it (decision
 * 072): ask the page that opened us for it, keep it for the list's form (this tab's
 * sessionStorage) and cut the tie to that page. True once it came, or it is not coming.
 */
function useSentPage(link: string | null, pageComing: boolean, waitMs: number): boolean {
  const [settled, setSettled] = useState(!pageComing);
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!pageComing || !link || !opener) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the opener is known only in the browser
      setSettled(true);
      return;
    }
    const onMessage = (event: MessageEvent) => {
      // only the page that opened this window, only the page it named in the address
      const page = event.source === opener ? sentPageFrom(event.data) : null;
      if (!page || page.url !== link) return;
      sentPages.keep(page);
      window.opener = null;
      setSettled(true);
    };
    window.addEventListener("message", onMessage);
    // "ready" is all the shop's page hears from this app
    opener.postMessage(READY_MESSAGE, "*");
    const timer = setTimeout(() => setSettled(true), waitMs);
    return () => {
      window.removeEventListener("message", onMessage);
      clearTimeout(timer);
    };
  }, [link, pageComing, waitMs]);
  return settled;
}

type ShareScreenProps = {
  link: string | null;
  /** The bookmarklet sends the page by message. */
  pageComing?: boolean;
  /** A whole wish list comes, for "Bring wishes along" rather than the new-wish form (decision 142). */
  bringList?: boolean;
};

export function ShareScreen({ link, pageComing = false, bringList = false }: ShareScreenProps) {
  const t = useTranslations("shareTarget");
  const [lists, setLists] = useState<OwnedList[] | null>(null);
  const pageSettled = useSentPage(link, pageComing, bringList ? SENT_LIST_WAIT_MS : SENT_PAGE_WAIT_MS);
  // the list page's parameter: the new-wish form, or "Bring wishes along" for a whole list
  const param = bringList ? BRING_LIST_PARAM : SHARED_LINK_PARAM;

  useEffect(() => {
    if (!link || !pageSettled) return;
    let current = true;
    void ownedLists().then((found) => {
      if (!current) return;
      // one list: nothing to choose, straight on to the filled form (replace: "back" returns to the shop)
      const [only] = found;
      if (found.length === 1 && only) window.location.replace(addFromLinkPath(only.slug, link, param));
      else setLists(found);
    });
    return () => {
      current = false;
    };
  }, [link, pageSettled, param]);

  return (
    <main className="page share-screen" data-testid="share-screen">
      <div className="card">
        <h1>{t("heading")}</h1>
        {link ? (
          <p className="share-screen-link">
            <bdi dir="ltr">{link}</bdi>
          </p>
        ) : null}
        {!link ? (
          <p role="alert">{t("noLink")}</p>
        ) : lists === null ? (
          <p role="status">{pageSettled || !bringList ? t("looking") : t("readingList")}</p>
        ) : lists.length === 0 ? (
          <>
            <p>{t("noList")}</p>
            <a className="button button-primary" href="/web/">
              {t("create")}
            </a>
          </>
        ) : (
          <>
            <p id="share-screen-choose">{t("choose")}</p>
            <ul className="share-screen-lists" aria-labelledby="share-screen-choose">
              {lists.map((list) => (
                <li key={list.slug}>
                  <a className="button share-screen-list" href={addFromLinkPath(list.slug, link, param)}>
                    <bdi>{list.title}</bdi>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <noscript>
          <p>{t("noScript")}</p>
        </noscript>
      </div>
    </main>
  );
}
