"use client";
import { Suspense, useCallback, useState, type ReactNode } from "react";

/**
 * A folded section whose content's code loads only once it is opened (issue 57: what most visitors
 * never open stays out of the page's first scripts; docs/decisions/136-first-load-budget.md). The
 * summary is drawn at once; `children` is called after the first opening, typically drawing a
 * component made with React's `lazy`. A fold the server drew can be opened before React listens (a
 * tap while its code is on the way, decision 172): the browser's toggle event is gone by then, so the
 * fold reads `open` once React has it, and shows its content.
 */
export function FoldedOnDemand({
  summary,
  className,
  testId,
  children,
}: {
  summary: ReactNode;
  className?: string;
  testId?: string;
  children: () => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const openedHere = useCallback((details: HTMLDetailsElement | null) => {
    if (details?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={openedHere}
      className={className}
      data-testid={testId}
      onToggle={(event) => openedHere(event.currentTarget)}
    >
      <summary>{summary}</summary>
      {opened ? <Suspense fallback={null}>{children()}</Suspense> : null}
    </details>
  );
}
