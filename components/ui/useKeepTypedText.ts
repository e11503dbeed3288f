"use client";
import { useEffect, useRef } from "react";

/**
 * The ref for a controlled text input that keeps what a visitor typed into the server's HTML
 * before the page's scripts ran (a slow phone): hydration leaves the typed text in the field, but
 * the state behind it is still empty, so the form would call the field empty and the next render
 * would clear it. Once mounted, the typed text becomes the state. An input mounted later already
 * shows its state: nothing changes.
 */
export function useKeepTypedText(setValue: (value: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed) setValue(typed);
  }, [setValue]);
  return ref;
}
