"use client";
// The owner slots are a contract: <OwnerToolbar>, <OwnerItems> and <ListTransfer> (components/owner)
// plug in here, loaded on demand with owner mode (useOwnerMode); visitors get none of their code.
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import type { AppearancePreview } from "@/components/owner/owner-types";
import { useOwnerSession } from "@/components/owner/useOwnerSession";
import { failureMessage } from "@/components/ui/failure";
import { getList } from "@/lib/api-client";
import type { WireItem, WireList } from "@/lib/wire";
import { accentStyle } from "./appearance";
import { CreatedDialog } from "./CreatedDialog";
import { EventFacts } from "./EventFacts";
import { InviteBlock } from "./InviteBlock";
import { ItemCard } from "./ItemCard";
import { OwnerLoginBar } from "./OwnerLoginBar";
import { useOwnerMode } from "./useOwnerMode";

/** `created=1` opens the created dialog once and is removed from the address (docs/product.md §2). */
function takeCreatedFlag(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get("created") !== "1") return false;
  url.searchParams.delete("created");
  window.history.replaceState(window.history.state, "", url.toString());
  return true;
}

export function ListScreen({
  initialList,
  initialItems,
  inviteQrSvg,
}: {
  initialList: WireList;
  initialItems: WireItem[];
  /** The invite QR code drawn by the server, so it is in the first HTML. */
  inviteQrSvg?: string;
}) {
  const t = useTranslations("public");
  const [list, setList] = useState(initialList);
  const [items, setItems] = useState(initialItems);
  const [preview, setPreview] = useState<AppearancePreview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [createdOpen, setCreatedOpen] = useState(false);
  const session = useOwnerSession(list.slug);
  const ownerMode = useOwnerMode(list.slug, session.editToken);
  // owner mode shows once its code and texts are here; until then the visitor's view, as during the token check
  const owner = ownerMode && session.editToken ? { ...ownerMode, editToken: session.editToken } : null;
  const appearance = { ...list, ...preview };

  useEffect(() => {
    // the address can only be read after hydration; the server rendered the dialog closed
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (takeCreatedFlag()) setCreatedOpen(true);
  }, []);

  const reload = useCallback(async () => {
    const result = await getList(list.slug);
    if (result.ok) {
      setList(result.list);
      setItems(result.items);
      setLoadError(null);
    } else {
      const message = failureMessage(result, { network: t("toastNetwork"), noSentence: () => t("unknown") });
      setLoadError(t("loadError", { message }));
    }
  }, [list.slug, t]);

  const title = list.title.trim() || t("titleFallback");

  return (
    <main
      className="list-screen"
      data-testid="list-screen"
      data-theme-color={appearance.theme_color}
      data-font={appearance.font_key}
      data-bg={appearance.bg_theme}
      style={accentStyle(appearance.theme_color)}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- decorative local SVG, wide screens only */}
      <img className="list-logo" src="/logo.svg?v=6" alt="" width={160} height={160} />
      <div className="page stack">
        <header className="list-hero">
          <h1 className="list-title" data-testid="list-title">
            {title}
          </h1>
          <EventFacts list={list} />
          {/* for guests; the owner sees their tools instead (the items come first on a phone) */}
          {owner ? null : <p className="how-it-works">{t("howItWorks")}</p>}
        </header>

        {owner ? (
          <owner.parts.OwnerMessages messages={owner.messages}>
            <owner.parts.OwnerToolbar
              list={list}
              session={session}
              editToken={owner.editToken}
              onListChange={setList}
              onPreview={setPreview}
            />
          </owner.parts.OwnerMessages>
        ) : (
          <OwnerLoginBar slug={list.slug} session={session} />
        )}

        <section aria-labelledby="items-heading">
          <div className="section-heading">
            <h2 id="items-heading">{t("itemsHeading")}</h2>
            <span data-testid="item-count">{t("itemCount", { count: items.length })}</span>
          </div>
          {loadError ? (
            <p className="error-box" role="alert">
              {loadError}
            </p>
          ) : null}
          {owner ? (
            <owner.parts.OwnerMessages messages={owner.messages}>
              <owner.parts.OwnerItems
                list={list}
                items={items}
                editToken={owner.editToken}
                onItemsChange={setItems}
                reload={reload}
                renderItem={(item, ownerControls) => (
                  <ItemCard key={item.id} item={item} list={list} onChanged={reload} ownerControls={ownerControls} />
                )}
              />
            </owner.parts.OwnerMessages>
          ) : items.length === 0 ? (
            <p className="empty-state">{t("empty")}</p>
          ) : (
            <ul className="items" data-testid="items">
              {items.map((item) => (
                <ItemCard key={item.id} item={item} list={list} onChanged={reload} />
              ))}
            </ul>
          )}
        </section>

        {/* rare owner tasks stay below the items: copy, move, download */}
        {owner ? (
          <owner.parts.OwnerMessages messages={owner.messages}>
            <owner.parts.ListTransfer list={list} editToken={owner.editToken} />
          </owner.parts.OwnerMessages>
        ) : null}
        <InviteBlock slug={list.slug} qrSvg={inviteQrSvg} />
      </div>
      <CreatedDialog open={createdOpen} onClose={() => setCreatedOpen(false)} slug={list.slug} title={title} />
    </main>
  );
}
