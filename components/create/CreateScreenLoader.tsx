"use client";
// The create screen's code apart from the list screen's: both screens share one page
// (app/web/page.tsx), and a visitor of a list would otherwise download the create form too
// (docs/decisions/070). React's lazy, not next/dynamic: the server still renders the screen (React
// waits for it), and next/dynamic's loading machinery is not in every list visitor's first scripts.
import { lazy } from "react";

const LazyCreateScreen = lazy(() => import("./CreateScreen").then((module) => ({ default: module.CreateScreen })));

/** A component, not the lazy object itself: the server page refers to it across the client boundary. */
export function CreateScreen() {
  return <LazyCreateScreen />;
}
