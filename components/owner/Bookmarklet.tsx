"use client";
// "Add to Wunschliste" for the bookmarks bar (docs/decisions/062-share-target.md): on a computer
// there is no share sheet, so a bookmark does it from any shop page. Its address is a
// `javascript:` URL, which React refuses to render as a link; it is set on the element directly.
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { bookmarkletSource } from "@/lib/shared-link";

export function Bookmarklet() {
  const t = useTranslations("itemEditor");
  const link = useRef<HTMLAnchorElement>(null);
  const [clicked, setClicked] = useState(false);
  useEffect(() => {
    link.current?.setAttribute("href", bookmarkletSource(window.location.origin));
  }, []);
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
        {t("bookmarklet")}
      </a>
      <p className="muted bookmarklet-hint">{t("bookmarkletHint")}</p>
      <p className="bookmarklet-clicked" role="status">
        {clicked ? t("bookmarkletClicked") : null}
      </p>
    </div>
  );
}
