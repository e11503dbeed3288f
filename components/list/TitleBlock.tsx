"use client";
// The list's title block on the list screen (issue 57, decision 157): the server renders ListHero
// for the list as served, with no client code; the browser loads ListHero as its client twin only
// once the block must say something else.
import { lazy, Suspense, type ReactNode } from "react";
import { useFormatLocale } from "@/components/ui/useFormatLocale";
import type { WireList } from "@/lib/wire";
import { listSettingsChanged } from "./useLiveHighlight";

type HeroModule = typeof import("./ListHero");
/** Once loaded: drawn at once, without a round through Suspense (whose fallback a highlight would mark). */
let heroModule: HeroModule | null = null;

/** ListHero's code, for the block the browser draws (owner mode loads it with its own chunk). */
export const loadListHero = (): Promise<HeroModule> => import("./ListHero").then((module) => (heroModule = module));
const LazyListHero = lazy(() => loadListHero().then((module) => ({ default: module.ListHero })));

/**
 * Resolves once the block can show `after`: a list that changed is drawn by the twin, so its code
 * comes first and the block the live highlight marks is the one that stays (not the server's,
 * shown while the code loads). Offline, the change shows anyway.
 */
export async function titleBlockReady(before: WireList, after: WireList): Promise<void> {
  if (listSettingsChanged(before, after)) await loadListHero().catch(() => {});
}

export function TitleBlock({
  served,
  servedList,
  list,
  title,
  owner,
  keepingQuiet,
}: {
  /** The block as the server rendered it for `servedList`. */
  served: ReactNode;
  servedList: WireList;
  list: WireList;
  title: string;
  owner: boolean;
  keepingQuiet: boolean;
}) {
  const formatLocale = useFormatLocale();
  // the server's block while it says what it said (the list the very object served, a visitor's view)
  if (list === servedList && !owner && !keepingQuiet) return served;
  const props = { list, title, owner, keepingQuiet, formatLocale };
  if (heroModule) return <heroModule.ListHero {...props} />;
  return (
    <Suspense fallback={served}>
      <LazyListHero {...props} />
    </Suspense>
  );
}
