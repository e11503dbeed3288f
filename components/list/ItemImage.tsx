"use client";
// A card's picture, or the box that stands in for one (components/list/ItemCard.tsx).
import { useCallback, useState } from "react";
import { Glyph } from "@/components/ui/Glyph";
import type { WireItem } from "@/lib/wire";
import { usePublicTexts } from "./public-texts";

/**
 * The box without a picture: a gift and "no image". `behind` is the copy under a picture, for a
 * picture that fails before the page's scripts notice: unseen while the picture shows, and never
 * read out on a card that has one (issue 40).
 */
export function NoImage({ behind = false }: { behind?: boolean }) {
  const t = usePublicTexts();
  return (
    <div className="item-no-image" aria-hidden={behind || undefined}>
      <Glyph name="gift" />
      <span>{t("noImage")}</span>
    </div>
  );
}

/** The card's picture box: 88 CSS px, 120 from 640 px wide (item-card.css); cropped to a square. */
const CARD_PICTURE_SIZES = "(min-width: 640px) 120px, 88px";

/**
 * The picture the list keeps, from the app itself (docs/decisions/050-pictures-the-list-keeps.md):
 * `srcset` lets a phone take the card size, not the large one. An image that fails before
 * hydration has already fired its error event, which React never sees: the ref checks for that
 * on mount. Until then the fallback lies underneath (hidden from screen readers), so a broken image
 * never shows the browser's icon alone.
 */
export function ItemImage({ item }: { item: WireItem }) {
  const [broken, setBroken] = useState(false);
  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, []);
  if (broken || !item.image_url) return <NoImage />;
  return (
    <>
      <NoImage behind />
      {/* eslint-disable-next-line @next/next/no-img-element -- the app already made the sizes; next/image would resize again */}
      <img
        ref={checkAlreadyFailed}
        className="item-image"
        src={item.image_url}
        srcSet={item.image_srcset ?? undefined}
        sizes={CARD_PICTURE_SIZES}
        width={item.image_width ?? undefined}
        height={item.image_height ?? undefined}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    </>
  );
}
