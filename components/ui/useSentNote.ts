"use client";
import { useEffect, useRef, useState } from "react";
import { focusByScript } from "./focus-by-script";

/**
 * The note a small form shows once it has sent ("Sent. The answer will appear on this wish."): it
 * takes the focus at each send, which the send button held and lost while it waited, so that the
 * keyboard stays at the form and a screen reader reads the note instead of the page's top
 * (docs/decisions/221-what-a-family-trips-over-a-seventh-time.md).
 */
export function useSentNote<T extends HTMLElement>() {
  const [sends, setSends] = useState(0);
  const ref = useRef<T>(null);
  useEffect(() => {
    if (sends > 0 && ref.current) focusByScript(ref.current);
  }, [sends]);
  return { shown: sends > 0, ref, sent: () => setSends((count) => count + 1) };
}
