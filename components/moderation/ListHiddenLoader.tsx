"use client";
// The hidden-list screen's code apart from the list screen's: both share one page (app/web/page.tsx),
// and a visitor of a list would otherwise download it too (issue 57; the create screen's pattern,
// components/create/CreateScreenLoader.tsx).
import { lazy } from "react";

const LazyListHidden = lazy(() => import("./ListHidden").then((module) => ({ default: module.ListHidden })));

/** A component, not the lazy object itself: the server page refers to it across the client boundary. */
export function ListHidden({ slug, contact }: { slug: string; contact: string | null }) {
  return <LazyListHidden slug={slug} contact={contact} />;
}
