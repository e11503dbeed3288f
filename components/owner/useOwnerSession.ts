"use client";
import { useCallback, useEffect, useState } from "react";
import { editTokens, ownerPasswords } from "@/lib/browser-storage";

export type OwnerSession = {
  /** The edit token for this list on this device, or null (visitor). */
  editToken: string | null;
  isOwner: boolean;
  signIn: (token: string) => void;
  /** Forgets the token (and any remembered owner password) on this device. */
  signOut: () => void;
};

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
    const fromAddress = takeTokenFromAddress();
    if (fromAddress) editTokens.set(slug, fromAddress);
    setEditToken(fromAddress ?? editTokens.get(slug));
  }, [slug]);

  const signIn = useCallback(
    (token: string) => {
      editTokens.set(slug, token);
      setEditToken(token);
    },
    [slug],
  );

  const signOut = useCallback(() => {
    editTokens.remove(slug);
    ownerPasswords.remove(slug);
    setEditToken(null);
  }, [slug]);

  return { editToken, isOwner: editToken !== null, signIn, signOut };
}
