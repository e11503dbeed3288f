"use client";
import { LinkActions } from "@/components/ui/LinkActions";

/**
 * A link to hand on: shown in full (selectable), copied with one tap, and offered to the phone's
 * share sheet where there is one. `title` names it for the share sheet.
 */
export function LinkBox({ link, title, testId }: { link: string; title: string; testId?: string }) {
  return (
    <div className="draw-link" data-testid={testId}>
      <input
        className="input draw-link-text"
        dir="ltr"
        readOnly
        value={link}
        aria-label={title}
        onFocus={(event) => event.target.select()}
      />
      <LinkActions link={link} title={title} />
    </div>
  );
}
