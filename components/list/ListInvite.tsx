"use client";
// The invite's place under the list (docs/decisions/237-no-invite-for-a-draw-giver.md): "Invite
// friends" for every guest and the owner; for a secret-santa giver who came to their match's list
// from their draw (this tab holds their giver name for it, decision 229), a short note instead —
// sharing the match's list from here would tell everyone whom they drew.
import { useTranslations } from "next-intl";
import { useEffect, useSyncExternalStore } from "react";
import type { DrawnQr } from "@/components/ui/DrawnQrCode";
import { giverNames, releaseGiverBoot } from "@/lib/client/giver-tab";
import { GatedInviteBlock } from "./gated-list-parts";

const noChanges = () => () => {};

export function ListInvite({ slug, qr }: { slug: string; qr?: DrawnQr }) {
  const t = useTranslations("invite");
  // null on the server and while hydrating its HTML: only the tab knows where it came from
  const fromDraw = useSyncExternalStore(
    noChanges,
    () => giverNames.get(slug) !== null,
    () => null,
  );
  useEffect(() => {
    // the invite's place is drawn for this tab now: the boot script's cover can go
    if (fromDraw !== null) releaseGiverBoot();
  }, [fromDraw]);
  const note = (
    <p
      className="card invite-from-draw"
      role="note"
      // in the HTML for every visitor, shown before the scripts only in a giver's tab (GIVER_BOOT_SCRIPT)
      data-before-scripts={fromDraw === null ? "" : undefined}
      data-testid="invite-from-draw"
    >
      {t("fromDraw")}
    </p>
  );
  if (fromDraw) return note;
  const invite = <GatedInviteBlock slug={slug} qr={qr} />;
  if (fromDraw === false) return invite;
  return (
    <>
      {note}
      {invite}
    </>
  );
}
