"use client";
import { useEffect, useRef } from "react";
import type { AppearancePreview } from "./owner-types";

/** docs/product.md §4/§9: unsaved colour, font and background reach the page after 200 ms of calm. */
export const PREVIEW_DELAY_MS = 200;

/** Sends `preview` to the page after the delay; null (nothing to preview) is not sent. */
export function useDebouncedPreview(
  preview: AppearancePreview | null,
  onPreview: (preview: AppearancePreview | null) => void,
) {
  const latest = useRef(onPreview);
  useEffect(() => {
    latest.current = onPreview;
  }, [onPreview]);
  const key = preview ? JSON.stringify(preview) : null;
  useEffect(() => {
    if (key === null) return;
    const timer = window.setTimeout(() => latest.current(JSON.parse(key) as AppearancePreview), PREVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
}
