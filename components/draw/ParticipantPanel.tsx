"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useMailOption } from "@/components/list/mail-option";
import { ErrorBox } from "@/components/ui/ErrorBox";
import { screenWording } from "@/components/ui/failure";
import { UrlField } from "@/components/ui/Field";
import { useSending } from "@/components/ui/useSending";
import { revealMatch, setWishlist } from "@/lib/client/api-client-draws";
import { giverNames } from "@/lib/client/giver-tab";
import { wishlistForDrawLink } from "@/lib/draw-link";
import { publicListLink } from "@/lib/list-link";
import { LIMITS } from "@/lib/validations/limits";
import { PeopleLine } from "./JoinPanel";
import { LinkBox } from "./LinkBox";
import { MyEmailCard } from "./MyEmailCard";
import type { ParticipantAnswer } from "./useDrawView";
import { useIsolated } from "./useIsolated";
import { waitingButton, waitingField } from "@/components/ui/waiting-button";

/**
 * A person's own screen (docs/product.md "Secret santa"): before the draw that they are in, after it
 * whom they give to — one tap shows it, nobody looking over a shoulder by accident — and that
 * person's wishlist one tap away, where the reservation form starts with the giver's name.
 */
export function ParticipantPanel({
  answer,
  token,
  personalLink,
  reload,
}: {
  answer: ParticipantAnswer;
  token: string;
  personalLink: string;
  reload: () => Promise<void>;
}) {
  const t = useTranslations("draw");
  const { draw, me } = answer;
  const mailOffered = useMailOption();
  const isolated = useIsolated();
  const match = me.gives_to;
  // shown per round: after a redraw the new person is hidden again until tapped
  const [revealedRound, setRevealedRound] = useState<number | null>(null);
  const revealed = revealedRound === draw.round;
  // the button the person tapped gives way to the match: the focus goes there, not to the page's top
  const matchRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealed) matchRef.current?.focus();
  }, [revealed]);

  /** The match's wishlist starts its reservation form with this person's name. */
  const rememberGiver = () => match?.list_slug && giverNames.set(match.list_slug, me.name);

  return (
    <>
      <section className="card stack draw-me" data-testid="draw-me">
        <h2>{t("meTitle", { name: isolated(me.name) })}</h2>
        {!match ? (
          <p data-testid="draw-waiting">{t("waiting")}</p>
        ) : (
          <>
            {/* only for whoever had looked at an earlier match: for the others this one is their first */}
            {me.redrawn ? (
              <p className="draw-redrawn" role="status" data-testid="draw-redrawn">
                {t("redrawn")}
              </p>
            ) : null}
            {revealed ? (
              <div className="draw-reveal" ref={matchRef} tabIndex={-1} data-testid="draw-match">
                <p className="draw-reveal-label">{t("youGiveTo")}</p>
                <p className="draw-reveal-name" data-testid="draw-match-name">
                  <bdi>{match.name}</bdi>
                </p>
                {match.list_slug ? (
                  <a
                    className="button button-primary button-block"
                    href={publicListLink("", match.list_slug)}
                    onClick={rememberGiver}
                    data-testid="draw-match-wishlist"
                  >
                    {t("openWishlist", { name: isolated(match.name) })}
                  </a>
                ) : (
                  <p className="muted">{t("noWishlist", { name: isolated(match.name) })}</p>
                )}
                <p className="muted small">{t("secretNote")}</p>
              </div>
            ) : (
              <button
                type="button"
                className="button button-primary button-block draw-reveal-button"
                onClick={() => {
                  setRevealedRound(draw.round);
                  rememberGiver();
                  // the organizer sees "has looked" only now, never from a read of the screen; an
                  // organizer's card on this phone follows at once (reload tells the other side)
                  void revealMatch(draw.slug, token, draw.round).then(async (sent) => {
                    if (sent.ok) await reload();
                  });
                }}
                data-testid="draw-reveal"
              >
                <span aria-hidden="true">🎁 </span>
                {t("revealButton")}
              </button>
            )}
          </>
        )}
      </section>
      <MyWishlist slug={draw.slug} token={token} listSlug={me.list_slug} reload={reload} />
      {mailOffered ? <MyEmailCard slug={draw.slug} token={token} /> : null}
      <section className="card stack">
        <h2>{t("myLinkTitle")}</h2>
        <p className="muted">{t("myLinkHint")}</p>
        <LinkBox link={personalLink} title={draw.title} testId="draw-my-link" />
      </section>
      <PeopleLine names={draw.participants} />
    </>
  );
}

/** The person's own wishlist: attached (open it, detach it) or not yet (its address, or make one). */
function MyWishlist({
  slug,
  token,
  listSlug,
  reload,
}: {
  slug: string;
  token: string;
  listSlug: string | null;
  reload: () => Promise<void>;
}) {
  const t = useTranslations("draw");
  const [address, setAddress] = useState("");
  const { busy, problem, errorId, send } = useSending(screenWording(t));

  async function save(value: string) {
    if (!(await send(() => setWishlist(slug, token, value)))) return;
    setAddress("");
    await reload();
  }

  return (
    <section className="card stack" data-testid="draw-my-wishlist">
      <h2>{t("myWishlistTitle")}</h2>
      {listSlug ? (
        <>
          <p>{t("myWishlistAttached")}</p>
          <div className="cluster">
            <a className="button" href={publicListLink("", listSlug)}>
              {t("myWishlistOpen")}
            </a>
            <button type="button" className="button" {...waitingButton(busy)} onClick={() => void save("")}>
              {t("myWishlistRemove")}
            </button>
          </div>
        </>
      ) : (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            void save(address);
          }}
          noValidate
        >
          <p className="muted">{t("myWishlistNone")}</p>
          <UrlField
            label={t("myWishlistLabel")}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            maxLength={LIMITS.url}
            {...waitingField(busy)}
            errorId={problem ? errorId : undefined}
          />
          <ErrorBox error={problem?.message} id={errorId} />
          <div className="cluster">
            <button type="submit" className="button button-primary" {...waitingButton(busy, !address.trim())}>
              {t("myWishlistSave")}
            </button>
            <a className="button" href={wishlistForDrawLink(slug)} data-testid="draw-create-wishlist">
              {t("myWishlistCreate")}
            </a>
          </div>
        </form>
      )}
    </section>
  );
}
