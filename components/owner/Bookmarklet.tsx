"use client";
// "Add to Wunschliste" for the bookmarks bar (docs/decisions/062-share-target.md): on a computer
// there is no share sheet, so a bookmark does it from any shop page. Its address is a
// `javascript:` URL, which React refuses to render as a link; it is set on the element directly.
// "Bring wishes along" offers the list bookmarklet the same way (decision 142).
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { bookmarkletSource } from "@/lib/bookmarklets";

type BookmarkletProps = {
  /** The bookmarklet's code for this app's origin (default: the product page's, decision 072). */
  source?: (origin: string) => string;
  /** The button's name, what it does, and what clicking it here says (default: "Add to Wunschliste"). */
  words?: { label: string; hint: string; clicked: string };
};

export function Bookmarklet({ source = bookmarkletSource, words }: BookmarkletProps) {
  const t = useTranslations("itemEditor");
  const link = useRef<HTMLAnchorElement>(null);
  const [clicked, setClicked] = useState(false);
  const {
    label,
    hint,
    clicked: clickedHint,
  } = words ?? {
    label: t("bookmarklet"),
    hint: t("bookmarkletHint"),
    clicked: t("bookmarkletClicked"),
  };
  useEffect(() => {
    link.current?.setAttribute("href", source(window.location.origin));
  }, [source]);
  return (
    <div className="bookmarklet">
      <a
        ref={link}
        className="button bookmarklet-link"
        draggable
        // here it would do nothing (the page's policy forbids it): it is for the bookmarks bar
        onClick={(event) => {
          event.preventDefault();
          setClicked(true);
        }}
      >
        {label}
      </a>
      <p className="muted bookmarklet-hint">{hint}</p>
      <p className="bookmarklet-clicked" role="status">
        {clicked ? clickedHint : null}
      </p>
    </div>
  );
}
