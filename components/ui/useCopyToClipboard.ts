"use client";
import { useCallback, useEffect, useRef, useState } from "react";

/** docs/product.md §4: the copy button shows a check icon for 1.6 s. */
export const COPY_CONFIRMATION_MS = 1600;

/** The async clipboard API needs a secure origin; a self-hosted http:// install falls back to execCommand. */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // inside an open modal dialog everything else is inert, so the helper must live in it
    const host = document.querySelector("dialog[open]") ?? document.body;
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    host.appendChild(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/** Copies text; `copied` is true for 1.6 s after a success. Resolves to whether it worked. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    if (!(await writeClipboard(text))) return false;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return true;
  }, []);

  return { copied, copy };
}
