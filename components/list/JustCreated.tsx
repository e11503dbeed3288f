"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import { takeCreatedFlag } from "./list-address";
import { focusListHeading } from "./list-heading";

// shown once, right after creating a list: its code (sharing, QR download) is not in the page's first scripts (070)
// (React's lazy: drawn only in the browser, so next/dynamic's server part need not be loaded)
const CreatedDialog = lazy(() => import("./CreatedDialog").then((module) => ({ default: module.CreatedDialog })));

/** The "your list is ready" dialog, on the first sight of a list just created (the address says so). */
export function JustCreated({ slug, title }: { slug: string; title: string }) {
  // once shown, the dialog stays mounted ("closed"): closing it is the native dialog's close
  const [created, setCreated] = useState<"never" | "open" | "closed">("never");
  useEffect(() => {
    // the address can only be read after hydration; the server rendered the dialog closed
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (takeCreatedFlag()) setCreated("open");
  }, []);
  useEffect(() => {
    // the dialog opened by itself, so the native dialog hands the focus back to nothing (the page's
    // body, where a keyboard or screen-reader user is lost): the list's heading takes it instead,
    // once the dialog (a child, whose effect runs first) has closed
    if (created === "closed") focusListHeading();
  }, [created]);
  if (created === "never") return null;
  return (
    <Suspense>
      <CreatedDialog open={created === "open"} onClose={() => setCreated("closed")} slug={slug} title={title} />
    </Suspense>
  );
}
