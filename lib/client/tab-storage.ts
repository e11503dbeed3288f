// What one tab keeps in sessionStorage for a moment (the admin token, a deleted list's title, the
// page the bookmarklet sent), beside the list's own keys in browser-storage.ts.
import { sentPageFrom, SENT_PAGE_KIND, type SentPage } from "../shared-link";
import { area, readRaw } from "./storage-areas";

/** One text kept in this tab's sessionStorage; nothing when storage is disabled. */
function sessionText(key: string) {
  return {
    get: (): string | null => {
      try {
        return area("session")?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (value: string) => {
      try {
        area("session")?.setItem(key, value);
      } catch {
        // storage disabled: the value simply is not remembered
      }
    },
    clear: () => {
      try {
        area("session")?.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}

/**
 * The admin view's token (docs/decisions/128-the-admin-view.md): in this tab's sessionStorage only,
 * gone when the tab closes; sent as a header, never in an address.
 */
export const ADMIN_TOKEN_KEY = "wunschliste.admin_token";
export const adminTokens = sessionText(ADMIN_TOKEN_KEY);

/** The title of a list this tab just deleted, for the start screen's message (sessionStorage). */
export const DELETED_LIST_KEY = "wunschliste.deleted_list";
export const deletedListNotice = sessionText(DELETED_LIST_KEY);

/**
 * The shop page the bookmarklet sent, from the share screen to the list's new-wish form in the
 * same tab (sessionStorage), taken out once its preview is asked for (decision 072).
 */
export const SENT_PAGE_KEY = "wunschliste.sent_page";

export const sentPages = {
  keep: (page: SentPage) => {
    try {
      area("session")?.setItem(SENT_PAGE_KEY, JSON.stringify({ wunschliste: SENT_PAGE_KIND, ...page }));
    } catch {
      // quota or disabled storage: the preview reads the address instead
    }
  },
  /** The page kept for `url`, taken out of storage (it is read once), or null. */
  take: (url: string): string | null => {
    const raw = readRaw("session", SENT_PAGE_KEY);
    if (raw === null) return null;
    try {
      area("session")?.removeItem(SENT_PAGE_KEY);
    } catch {
      // nothing to remove
    }
    try {
      const page = sentPageFrom(JSON.parse(raw));
      return page?.url === url ? page.html : null;
    } catch {
      return null;
    }
  },
};
