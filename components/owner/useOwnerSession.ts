"use client";
import { useCallback, useEffect, useState } from "react";
import { checkOwnerToken } from "@/lib/client/list-reads-on-demand";
import { takeFromAddress } from "@/lib/client/address-token";
import { EDIT_TOKEN_KEY, editTokens, ownerPasswords } from "@/lib/client/browser-storage";

export type OwnerSession = {
  /** The edit token for this list on this device, confirmed by the server; else null (visitor). */
  editToken: string | null;
  /** A token this device held was refused by the server (revoked, or never valid) and dropped. */
  revoked: boolean;
  /** The server's sentence why, when it said more than "not valid" (a co-owner link taken back, decision 122). */
  refusal: string | null;
  isOwner: boolean;
  signIn: (token: string) => void;
  /** Forgets the token (and any remembered owner password) on this device. */
  signOut: () => void;
  /** Ends owner mode on this page because the server refused the token, saying `why`. */
  end: (why: string) => void;
};

/** Why a list's owner rights on this page ended, by slug: shown by every session of the page. */
const refusals = new Map<string, string>();

/** Told by an owner action the server refused with `owner_link_revoked`; `detail`: its sentence. */
export const OWNER_LINK_REVOKED_EVENT = "wunschliste:owner-link-revoked";

/** Ends owner mode for `slug` on this device, every session of the page saying `why`. */
function endOwnerRights(slug: string, why: string) {
  refusals.set(slug, why);
  forgetOnDevice(slug);
}

/**
 * The owner's token and password leave this device, and with them the copies of the list the
 * service worker stored with the token (public/sw.js, decision 215).
 */
function forgetOnDevice(slug: string) {
  editTokens.remove(slug);
  ownerPasswords.remove(slug);
  navigator.serviceWorker?.controller?.postMessage({ type: "forget", slug });
  window.dispatchEvent(new Event(SESSION_EVENT));
}

/** Told to every hook instance on the page when a token is stored or forgotten. */
const SESSION_EVENT = "wunschliste:edit-token";

type TokenCheck = "valid" | "invalid" | "unreachable";

/** One check per list and token for the whole page, however many components hold a session. */
const checks = new Map<string, Promise<TokenCheck>>();
const checkKey = (slug: string, token: string) => `${slug}\n${token}`;

function checkToken(slug: string, token: string): Promise<TokenCheck> {
  const key = checkKey(slug, token);
  let check = checks.get(key);
  if (!check) {
    check = checkOwnerToken(slug, token).then((result): TokenCheck => {
      if (result.ok) return "valid";
      // unreachable (offline, server down): asked again next time instead of remembered
      if (result.network || (result.status ?? 500) >= 500) {
        checks.delete(key);
        return "unreachable";
      }
      if (result.code === "owner_link_revoked" && result.error) refusals.set(slug, result.error);
      return "invalid";
    });
    checks.set(key, check);
  }
  return check;
}

export function useOwnerSession(slug: string): OwnerSession {
  // null on the server and in the first client render: ownership is only known in the browser,
  // and only once the server has confirmed the token (a bogus or revoked one shows no owner tools)
  const [editToken, setEditToken] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const adopt = (token: string | null) => {
      const why = refusals.get(slug) ?? null;
      if (why) {
        setRevoked(true);
        setRefusal(why);
      }
      if (!token) return setEditToken(null);
      void checkToken(slug, token).then((outcome) => {
        if (!live) return;
        if (outcome === "valid") {
          setRevoked(false);
          return setEditToken(token);
        }
        setEditToken(null);
        if (outcome !== "invalid") return;
        if (editTokens.get(slug) === token) {
          editTokens.remove(slug);
          ownerPasswords.remove(slug);
        }
        setRevoked(true);
        setRefusal(refusals.get(slug) ?? null);
      });
    };
    // a co-owner link: traded for this device's own edit token, then adopted as any other
    const invite = takeFromAddress("owner");
    if (invite) {
      // loaded only for a co-owner link: a visitor's page never needs it (issue 57, decision 157)
      void import("@/lib/client/api-client-owners").then(
        async ({ acceptOwnerInvite }) => {
          const answer = await acceptOwnerInvite(invite);
          if (!live) return;
          if (answer.ok) {
            checks.set(checkKey(slug, answer.edit_token), Promise.resolve("valid"));
            editTokens.set(slug, answer.edit_token);
            refusals.delete(slug);
            window.dispatchEvent(new Event(SESSION_EVENT));
          } else if (answer.error) {
            refusals.set(slug, answer.error);
            adopt(editTokens.get(slug));
          }
        },
        // its code unreachable (offline): as an unanswered call, the link is not taken
        () => {},
      );
    }
    const adoptAddressToken = () => {
      const fromAddress = takeFromAddress("edit");
      if (fromAddress) editTokens.set(slug, fromAddress);
      adopt(fromAddress ?? editTokens.get(slug));
      if (fromAddress) window.dispatchEvent(new Event(SESSION_EVENT));
    };
    adoptAddressToken();
    // several components may hold a session (toolbar, items), and other tabs share the storage:
    // all of them follow a sign-in or sign-out at once
    const follow = () => adopt(editTokens.get(slug));
    const followStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === EDIT_TOKEN_KEY) follow();
    };
    const linkRevoked = (event: Event) => endOwnerRights(slug, (event as CustomEvent<string>).detail);
    window.addEventListener(SESSION_EVENT, follow);
    window.addEventListener(OWNER_LINK_REVOKED_EVENT, linkRevoked);
    window.addEventListener("storage", followStorage);
    // an edit link pasted into the address bar of the open list only changes the fragment
    window.addEventListener("hashchange", adoptAddressToken);
    return () => {
      live = false;
      window.removeEventListener(SESSION_EVENT, follow);
      window.removeEventListener(OWNER_LINK_REVOKED_EVENT, linkRevoked);
      window.removeEventListener("storage", followStorage);
      window.removeEventListener("hashchange", adoptAddressToken);
    };
  }, [slug]);

  const signIn = useCallback(
    (token: string) => {
      // the server has just issued it (login, password change): no need to ask again
      checks.set(checkKey(slug, token), Promise.resolve("valid"));
      editTokens.set(slug, token);
      window.dispatchEvent(new Event(SESSION_EVENT));
    },
    [slug],
  );

  const signOut = useCallback(() => forgetOnDevice(slug), [slug]);

  const end = useCallback((why: string) => endOwnerRights(slug, why), [slug]);

  return { editToken, revoked, refusal, isOwner: editToken !== null, signIn, signOut, end };
}
