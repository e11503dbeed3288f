"use client";
import { useCallback, useEffect, useState } from "react";
import { EDIT_TOKEN_KEY, editTokens, ownerPasswords } from "@/lib/browser-storage";

export type OwnerSession = {
  /** The edit token for this list on this device, or null (visitor). */
  editToken: string | null;
  isOwner: boolean;
  signIn: (token: string) => void;
  /** Forgets the token (and any remembered owner password) on this device. */
  signOut: () => void;
};

/** Told to every hook instance on the page when a token is stored or forgotten. */
const SESSION_EVENT = "wunschliste:edit-token";

/**
 * Takes an edit token from the address (`#edit=` fragment, or `edit=` in the query as the spec's
 * older links do), stores it for this list and removes it from the address at once, so it does
 * not linger in history, bookmarks or shared screenshots.
 */
function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ""));
  const token = hash.get("edit") || url.searchParams.get("edit");
  if (!hash.has("edit") && !url.searchParams.has("edit")) return null;
  hash.delete("edit");
  url.searchParams.delete("edit");
  const rest = hash.toString();
  url.hash = rest ? `#${rest}` : "";
  window.history.replaceState(window.history.state, "", url.toString());
  return token?.trim() || null;
}

export function useOwnerSession(slug: string): OwnerSession {
  // null on the server and in the first client render: ownership is only known in the browser
  const [editToken, setEditToken] = useState<string | null>(null);

  useEffect(() => {
    const adoptAddressToken = () => {
      const fromAddress = takeTokenFromAddress();
      if (fromAddress) editTokens.set(slug, fromAddress);
      setEditToken(fromAddress ?? editTokens.get(slug));
      if (fromAddress) window.dispatchEvent(new Event(SESSION_EVENT));
    };
    adoptAddressToken();
    // several components may hold a session (toolbar, items), and other tabs share the storage:
    // all of them follow a sign-in or sign-out at once
    const follow = () => setEditToken(editTokens.get(slug));
    const followStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === EDIT_TOKEN_KEY) follow();
    };
    window.addEventListener(SESSION_EVENT, follow);
    window.addEventListener("storage", followStorage);
    // an edit link pasted into the address bar of the open list only changes the fragment
    window.addEventListener("hashchange", adoptAddressToken);
    return () => {
      window.removeEventListener(SESSION_EVENT, follow);
      window.removeEventListener("storage", followStorage);
      window.removeEventListener("hashchange", adoptAddressToken);
    };
  }, [slug]);

  const signIn = useCallback(
    (token: string) => {
      editTokens.set(slug, token);
      window.dispatchEvent(new Event(SESSION_EVENT));
    },
    [slug],
  );

  const signOut = useCallback(() => {
    editTokens.remove(slug);
    ownerPasswords.remove(slug);
    window.dispatchEvent(new Event(SESSION_EVENT));
  }, [slug]);

  return { editToken, isOwner: editToken !== null, signIn, signOut };
}
