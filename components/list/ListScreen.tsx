"use client";
// The owner slots are a contract: <OwnerToolbar>, <OwnerItems> and <ListTransfer> (components/owner)
// plug in here, loaded on demand with owner mode (useOwnerMode); visitors get none of their code.
import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useOffline } from "@/components/useOffline";
import type { AppearancePreview } from "@/components/owner/owner-types";
import { useOwnerSession } from "@/components/owner/useOwnerSession";
import type { DrawnQr } from "@/components/ui/QrCode";
import { getList } from "@/lib/client/list-reads-on-demand";
import { hidesReservers } from "@/lib/surprise";
import type { ListView } from "@/lib/list-view";
import { unpackItem, type PackedItem } from "@/lib/item-props";
import type { WireList, WireQuestion } from "@/lib/wire";
import { accentStyle } from "./appearance";
import { GuestDeviceContext, mineCount, minePledged, useGuestDeviceState } from "./guest-device";
import { GatedInviteBlock, GatedOwnerLoginBar } from "./gated-list-parts";
import { useListView } from "./useListView";
import { JustCreated } from "./JustCreated";
import { shownTitle } from "./list-title";
import { cardsReady, GuestCards, useCardsCode, type CardsModule } from "./guest-cards";
import { ItemsHeading } from "./ItemsHeading";
import { LiveStatus } from "./LiveStatus";
import { useLiveHighlight, listSettingsChanged } from "./useLiveHighlight";
import { useLiveList } from "./useLiveList";
import { useReadOnOwnerChange } from "./useReadOnOwnerChange";
import { useReadWhenBackOnline } from "./useReadWhenBackOnline";
import { PublicTextsContext, useRememberedTexts } from "./public-texts";
import { useOwnerMode, type OwnerMode } from "./useOwnerMode";
import { titleBlockReady, TitleBlock } from "./TitleBlock";
import { useSurprise } from "./useSurprise";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { failureMessageOnDemand } from "@/components/ui/failure-on-demand";

// only when a read finds the list deleted while this page was open (issue 40)
const ListGone = lazy(() => import("./ListGone").then((module) => ({ default: module.ListGone })));

export function ListScreen({
  initialList,
  initialItems,
  initialVersion,
  initialView,
  openForm,
  inviteQr,
  hero,
}: {
  initialList: WireList;
  /** Without their empty fields (lib/item-props.ts): these props travel in the first HTML twice. */
  initialItems: PackedItem[];
  /** The list's version as rendered; the live-update stream says when a newer one exists. */
  initialVersion: number;
  /** What the giver chose to see, from the address (the server renders it already). */
  initialView: ListView;
  /** The wish whose reservation form the address opened (`&reserve=<id>`, decision 070). */
  openForm?: string;
  /** The invite QR code drawn by the server, so it is in the first HTML. */
  inviteQr?: DrawnQr;
  /** The title block as the server rendered it for `initialList` (components/list/ListHero.tsx, no client code). */
  hero: ReactNode;
}) {
  const t = useTranslations("public");
  const cardTexts = useRememberedTexts(t);
  const [list, setList] = useState(initialList);
  const [firstItems] = useState(() => initialItems.map(unpackItem));
  const [items, setItems] = useState(firstItems);
  const [preview, setPreview] = useState<AppearancePreview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // deleted while this page was open (issue 40): a read found no list
  const [deleted, setDeleted] = useState(false);
  const [version, setVersion] = useState(initialVersion);
  const [liveUpdates, setLiveUpdates] = useState(0);
  // the open questions on the owner's wishes: only in the owner's read (decision 116)
  const [questions, setQuestions] = useState<WireQuestion[]>([]);
  const [onlyMine, setOnlyMine] = useState(false);
  const [view, changeView] = useListView(initialView);
  /** Wishes brought along as links being filled: the owner's list_get says how far (issue 55). */
  const [filling, setFilling] = useState<{ done: number; total: number }>();
  const offline = useOffline();
  const device = useGuestDeviceState(initialList.slug, offline);
  // what is shown, for comparisons in callbacks that must not change identity with every render
  const shown = useRef({ list: initialList, items: firstItems, version: initialVersion });
  const screenRef = useRef<HTMLElement>(null);
  const itemsRef = useRef<HTMLElement>(null);
  const highlight = useLiveHighlight(screenRef);
  const session = useOwnerSession(list.slug);
  const endOwnerMode = session.end;
  const ownerMode = useOwnerMode(list.slug, session.editToken);
  const appearance = { ...list, ...preview };
  const { shownItems: shownAll, keepingQuiet, peeking, setPeeking } = useSurprise(list, items, session.editToken);

  /**
   * Fetches the list and shows it. An answer older than what is shown is dropped (answers may
   * overtake each other); a live refresh skips one of the same version, and highlights what changed
   * elsewhere (lib/client/own-changes.ts). Only list, items and version change: forms keep state.
   */
  const load = useCallback(
    async (live: boolean): Promise<"gone" | "unreachable" | void> => {
      // the owner reads their own view (received marks; reservers left out in surprise mode)
      const ownerRead = session.editToken ? { editToken: session.editToken, reveal: peeking } : undefined;
      let result = await getList(list.slug, ownerRead);
      // a co-owner link taken back (decision 122): owner mode ends here, saying why
      if (!result.ok && ownerRead && result.code === "owner_link_revoked") endOwnerMode(result.error ?? "");
      // a token revoked meanwhile: the visitors' view (the session notices on its own)
      if (!result.ok && ownerRead && (result.code === "edit_token_invalid" || result.code === "owner_link_revoked")) {
        result = await getList(list.slug);
      }
      if (!result.ok) {
        if (result.code === "list_not_found") {
          setDeleted(true);
          return "gone";
        }
        // a failed live refresh is retried by the next event; a failed reload says so
        if (live) return result.network ? "unreachable" : undefined;
        const wording = { network: t("toastNetwork"), noSentence: () => t("unknown") };
        setLoadError(t("loadError", { message: await failureMessageOnDemand(result, wording) }));
        return;
      }
      // the title block's twin, the cards' and the comparison's code first (unreachable: no answer)
      const heroReady = titleBlockReady(shown.current.list, result.list);
      const [compare] = await Promise.all([import("./live-compare").catch(() => null), heroReady, cardsReady()]);
      if (!compare) return "unreachable";
      const before = shown.current;
      if (result.version < before.version || (live && result.version === before.version)) return;
      // what did not change stays the same object: its card is not drawn again
      const listChanged = listSettingsChanged(before.list, result.list);
      const { items: nextItems, changedIds } = compare.compareItems(before.items, result.items);
      shown.current = { list: listChanged ? result.list : before.list, items: nextItems, version: result.version };
      setList(shown.current.list);
      setItems(nextItems);
      setVersion(result.version);
      setFilling(result.filling);
      setQuestions(result.questions ?? []);
      setLoadError(null);
      if (live && (await compare.elsewhere(before, result))) {
        highlight(changedIds, listChanged);
        setLiveUpdates((count) => count + 1);
      }
    },
    [list.slug, t, highlight, session.editToken, endOwnerMode, peeking],
  );
  const reload = useCallback(async () => {
    await load(false);
  }, [load]);
  useReadOnOwnerChange(reload, session.editToken, peeking);
  const readQuietly = useCallback(() => load(true), [load]);
  const liveState = useLiveList({ slug: list.slug, version, refresh: readQuietly });
  const gone = deleted || liveState === "gone";
  useReadWhenBackOnline(offline, readQuietly, reload);
  // the owner's own changes arrive through setItems/setList: they count as shown
  useEffect(() => {
    shown.current = { ...shown.current, list, items };
  }, [list, items]);

  const title = shownTitle(list, t("titleFallback"));
  // "my gifts" (reserved or chipped in for here) filters only while there are any (else the whole list)
  const myItems = shownAll.filter((item) => mineCount(item, device.mine) > 0 || minePledged(item, device.mine) > 0);
  const shownItems = onlyMine && myItems.length > 0 ? myItems : shownAll;
  // the cards hydrate on the first tap into them, or once they must show more than the server drew:
  // a form the address opened, this device's guest, an owner, another view or selection (guest-cards.tsx)
  const needed =
    openForm !== undefined ||
    session.editToken !== null ||
    device.guest !== null ||
    shownItems !== firstItems ||
    view !== initialView;
  const { cards, cardsDevice } = useCardsCode(itemsRef, needed, device);
  // owner mode shows once its code, its texts and the cards' code are here; until then the visitor's
  // view, as during the token check
  const owner = ownerMode && session.editToken && cards ? { ...ownerMode, editToken: session.editToken, cards } : null;
  /** An owner part, with the owner's texts; null for visitors (and while owner mode loads). */
  const ownerPart = (render: (parts: OwnerMode["parts"], editToken: string, cards: CardsModule) => ReactNode) =>
    owner ? (
      <owner.parts.OwnerMessages messages={owner.messages}>
        {render(owner.parts, owner.editToken, owner.cards)}
      </owner.parts.OwnerMessages>
    ) : null;

  return (
    <PublicTextsContext value={cardTexts}>
      <GuestDeviceContext value={cardsDevice}>
        <main
          ref={screenRef}
          className="list-screen"
          data-live={liveState}
          data-testid="list-screen"
          data-theme-color={appearance.theme_color}
          data-font={appearance.font_key}
          data-bg={appearance.bg_theme}
          data-surprise={hidesReservers(list) || undefined}
          style={accentStyle(appearance.theme_color)}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- decorative local SVG, wide screens only */}
          <img className="list-logo" src="/logo.svg?v=6" alt="" width={160} height={160} />
          {gone ? (
            <Suspense>
              <ListGone />
            </Suspense>
          ) : null}
          <div className="page stack" hidden={gone}>
            <TitleBlock
              served={hero}
              servedList={initialList}
              list={list}
              title={title}
              owner={owner !== null}
              keepingQuiet={keepingQuiet}
            />

            {ownerPart((parts, editToken) => (
              <parts.OwnerToolbar
                list={list}
                session={session}
                editToken={editToken}
                onListChange={setList}
                onPreview={setPreview}
              />
            )) ?? <GatedOwnerLoginBar slug={list.slug} session={session} />}
            {ownerPart((parts, editToken) => (
              <>
                <parts.RetentionNotice list={list} editToken={editToken} onListChange={setList} />
                <parts.OpenQuestions
                  slug={list.slug}
                  items={shownAll}
                  questions={questions}
                  editToken={editToken}
                  reload={reload}
                />
              </>
            ))}
            {ownerPart((parts, editToken) => (
              <parts.AfterTheEvent
                list={list}
                items={shownAll}
                editToken={editToken}
                onListChange={setList}
                reload={reload}
              />
            ))}

            <section ref={itemsRef} aria-labelledby="items-heading">
              <ItemsHeading
                slug={list.slug}
                currency={list.currency}
                count={shownAll.length}
                hasWishes={items.length > 0}
                ownerTools={ownerPart((parts) => (
                  <parts.SurprisePeek list={list} items={shownAll} peeking={peeking} onPeek={setPeeking} />
                ))}
                myGifts={myItems.length}
                onlyMine={onlyMine}
                onOnlyMine={setOnlyMine}
                view={view}
                initialView={initialView}
                onViewChange={changeView}
              />
              <LiveStatus state={liveState} updates={liveUpdates} />
              <ErrorBox error={loadError} />
              {ownerPart((parts, editToken, cards) => (
                <parts.OwnerItems
                  list={list}
                  items={shownAll}
                  editToken={editToken}
                  onItemsChange={setItems}
                  reload={reload}
                  filling={filling}
                  renderItem={(item, ownerControls) => (
                    <cards.ItemCard
                      key={item.id}
                      item={item}
                      list={list}
                      onChanged={reload}
                      ownerControls={ownerControls}
                    />
                  )}
                />
              )) ?? (
                <GuestCards
                  list={list}
                  items={items}
                  shownItems={shownItems}
                  view={view}
                  reload={reload}
                  openForm={openForm}
                />
              )}
            </section>

            {/* rare owner tasks stay below the items: copy, move, download */}
            {ownerPart((parts, editToken) => (
              <parts.ListTransfer list={list} editToken={editToken} />
            ))}
            {/* a closed list takes no more reservations: nobody is invited to it (issue 51, item 19) */}
            {list.closed ? null : <GatedInviteBlock slug={list.slug} qr={inviteQr} />}
          </div>
          <JustCreated slug={list.slug} title={title} />
        </main>
      </GuestDeviceContext>
    </PublicTextsContext>
  );
}
