// Shapes the owner components hand each other. A leaf (it imports no owner component), so the
// toolbar, its panels and the settings modal can share them without importing one another.
import type { WireList } from "@/lib/wire";
import type { OwnerSession } from "./useOwnerSession";

/** The settings the owner sees live on the page before saving them. */
export type AppearanceValues = Pick<WireList, "theme_color" | "font_key" | "bg_theme">;

/** Unsaved appearance changes shown live while the owner edits (docs/product.md §4 live preview). */
export type AppearancePreview = Partial<AppearanceValues>;

/** How owner tools hand a changed list back to the list screen. */
export type ListChangeHandlers = {
  /** The list as saved by the server (after a settings save). */
  onListChange: (list: WireList) => void;
  /** null clears the preview. */
  onPreview: (preview: AppearancePreview | null) => void;
};

/** What a tool that changes the list's settings needs: the handlers and the owner's session. */
export type ListSettingsProps = ListChangeHandlers & { list: WireList; session: OwnerSession };
