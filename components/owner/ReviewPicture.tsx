"use client";
// One found wish's picture in the review (docs/decisions/144-pictures-in-the-review.md): a box of
// fixed size that shows a placeholder until the picture is there, and keeps it when the picture is
// refused or there is none, so nothing moves and no broken-image icon appears. Asked for once the
// row comes into view.
import { useEffect, useRef, useState } from "react";
import type { PictureLoader } from "./review-pictures";

type Asked = { loader: PictureLoader; url: string };

/** `loader`: null for the moment before the review's loader is made (the box is there already). */
export function ReviewPicture({ url, loader }: { url: string | null; loader: PictureLoader | null }) {
  const box = useRef<HTMLSpanElement>(null);
  // what was asked and what came, each for the loader and address it belongs to: a row that shows
  // another review's wish (or the same after the loader changed) never shows the old picture
  const [asked, setAsked] = useState<Asked | null>(null);
  const [answered, setAnswered] = useState<(Asked & { src: string | null }) | null>(null);
  const current = (of: Asked | null) => of !== null && of.loader === loader && of.url === url;

  useEffect(() => {
    const element = box.current;
    if (!url || !loader || !element) return;
    let active = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setAsked({ loader, url });
        void loader.load(url).then((src) => {
          if (active) setAnswered({ loader, url, src });
        });
      },
      { rootMargin: "64px" },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [url, loader]);

  const src = current(answered) ? answered!.src : null;
  const state = !url ? "none" : current(answered) ? (src ? "shown" : "none") : current(asked) ? "loading" : "waiting";
  return (
    <span ref={box} className="bring-along-picture" data-state={state} data-testid="review-picture" aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob: address of a thumbnail the app already made */}
      {src ? <img src={src} alt="" /> : null}
    </span>
  );
}
