"use client";
// FRAME ONLY (to be built out by the owner-mode work, issue 4). Props are a contract with
// components/list/ListScreen.tsx.
import type { WireItem, WireList } from "@/lib/wire";
import type { OwnerSession } from "./useOwnerSession";

/** Unsaved appearance changes shown live while the owner edits (SPEC.md §4 live preview). */
export type AppearancePreview = Partial<Pick<WireList, "theme_color" | "font_key" | "bg_theme">>;

export type OwnerToolbarProps = {
  list: WireList;
  items: WireItem[];
  session: OwnerSession;
  /** The list as saved by the server (after settings save). */
  onListChange: (list: WireList) => void;
  /** null clears the preview. */
  onPreview: (preview: AppearancePreview | null) => void;
  reload: () => Promise<void>;
};

export function OwnerToolbar(_props: OwnerToolbarProps) {
  return null;
}
