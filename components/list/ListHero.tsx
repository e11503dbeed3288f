import { useTranslations } from "next-intl";
import type { WireList } from "@/lib/wire";
import { EventFacts } from "./EventFacts";
import { LIST_HEADING_ID } from "./list-heading";

/**
 * The list's title block (components/list/ListScreen.tsx): its title and event facts, for guests a
 * word on how it works, and the closed banner or, while reservers are kept quiet, the surprise note.
 * No client code of its own: the page renders it on the server for the list as served, and the
 * screen loads it as its client twin only once the list changes, owner mode begins or surprise
 * mode keeps reservers quiet (issue 57, decision 157).
 */
export function ListHero({
  list,
  title,
  owner,
  keepingQuiet,
  formatLocale,
}: {
  list: WireList;
  /** The title as shown (a blank one has a fallback). */
  title: string;
  /** Owner mode is on. */
  owner: boolean;
  /** Surprise mode leaves the reservers out (useSurprise). */
  keepingQuiet: boolean;
  /** How dates are written for this visitor (components/ui/useFormatLocale.tsx). */
  formatLocale: string;
}) {
  const t = useTranslations("public");
  return (
    <header className="list-hero">
      {/* tabIndex -1: the focus is put here by script (list-heading.ts), never by Tab */}
      <h1 id={LIST_HEADING_ID} className="list-title" tabIndex={-1} data-testid="list-title">
        <bdi>{title}</bdi>
      </h1>
      <EventFacts list={list} locale={formatLocale} />
      {/* for guests; the owner sees their tools instead (the items come first on a phone) */}
      {owner || list.closed ? null : <p className="how-it-works">{t("howItWorks")}</p>}
      {/* a browser running no script could open a form that sends nothing (decision 035): it is told first */}
      {owner || list.closed ? null : (
        <noscript>
          <p className="how-it-works" data-testid="needs-scripts">
            {t("needsScripts")}
          </p>
        </noscript>
      )}
      {list.closed ? (
        <p className="closed-banner" role="status" data-testid="closed-banner">
          {t("closedBanner")}
        </p>
      ) : keepingQuiet && !owner /* owner mode has its "peek" instead */ ? (
        <p className="surprise-note" data-testid="surprise-note">
          {t("surpriseNote")}
        </p>
      ) : null}
    </header>
  );
}
