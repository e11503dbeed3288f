"use client";
// One found wish's picture in the review (docs/decisions/144-pictures-in-the-review.md): a box of
// fixed size that shows a placeholder until the picture is there, and keeps it when the picture is
// refused or there is none, so nothing moves and no broken-image icon appears. Asked for once the
// row comes into view.
import { useEffect, useRef, useState } from "react";
import type { PictureLoader } from "./review-pictures";

export function ReviewPicture({ url, loader }: { url: string | null; loader: PictureLoader }) {
  const box = useRef<HTMLSpanElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [state, setState] = useState<"waiting" | "loading" | "shown" | "none">(url ? "waiting" : "none");

  useEffect(() => {
    const element = box.current;
    if (!url || !element) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState("loading");
        void loader.load(url).then((address) => {
          if (!current) return;
          setSrc(address);
          setState(address ? "shown" : "none");
        });
      },
      { rootMargin: "64px" },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [url, loader]);

  return (
    <span ref={box} className="bring-along-picture" data-state={state} data-testid="review-picture" aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob: address of a thumbnail the app already made */}
      {src ? <img src={src} alt="" /> : null}
    </span>
  );
}
