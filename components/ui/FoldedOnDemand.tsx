"use client";
import { Suspense, useState, type ReactNode } from "react";

/**
 * A folded section whose content's code loads only once it is opened (issue 57: what most visitors
 * never open stays out of the page's first scripts; docs/decisions/136-first-load-budget.md). The
 * summary is drawn at once; `children` is called after the first opening, typically drawing a
 * component made with React's `lazy`.
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
  return (
    <details
      className={className}
      data-testid={testId}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{summary}</summary>
      {opened ? <Suspense fallback={null}>{children()}</Suspense> : null}
    </details>
  );
}
