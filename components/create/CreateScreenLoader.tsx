"use client";
// The create screen's code apart from the list screen's: both screens share one page
// (app/web/page.tsx), and a visitor of a list would otherwise download the create form too
// (docs/decisions/070). The server still renders it, and the create page loads its chunk at once.
import dynamic from "next/dynamic";

export const CreateScreen = dynamic(() => import("./CreateScreen").then((module) => module.CreateScreen));
