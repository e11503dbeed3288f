"use client";
// Loads owner mode (components/owner/OwnerMode.tsx and the owner's texts in the page's language)
// on demand: visitors never download it (issue 11). Until both have arrived the list screen keeps
// showing what it shows while the edit token is being checked, so the owner sees no half-built
// owner view; the load starts as soon as this device holds a token, alongside the token check.
import { useLocale, type Messages } from "next-intl";
import { useEffect, useState } from "react";
import { editTokens } from "@/lib/client/browser-storage";
import { CATALOGUE_LOADERS } from "@/lib/i18n/languages.generated";
import type { Locale } from "@/lib/locale";
import { loadListHero } from "./TitleBlock";

export type OwnerMode = {
  parts: typeof import("@/components/owner/OwnerMode");
  messages: Partial<Messages>;
};

const loads = new Map<Locale, Promise<OwnerMode>>();

/** Owner mode for a language, fetched once per page; a failed fetch (offline) is tried again next time. */
export function loadOwnerMode(locale: Locale): Promise<OwnerMode> {
  let load = loads.get(locale);
  if (!load) {
    // one chunk per language, fetched only by owners (messages/*.json stay the one source of the texts)
    // with the title block's client twin, so that owner mode's hero shows with its tools, not after them
    load = Promise.all([import("@/components/owner/OwnerMode"), CATALOGUE_LOADERS[locale](), loadListHero()]).then(
      ([parts, catalogue]) => ({
        parts,
        // picked by owner mode's own code: the list of its texts is no visitor's first-load script
        messages: parts.pickMessages(catalogue.default as Messages, parts.OWNER_MESSAGES),
      }),
    );
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/** Owner mode once it has loaded for a confirmed edit token; null for visitors and while it loads. */
export function useOwnerMode(slug: string, editToken: string | null): OwnerMode | null {
  const locale = useLocale();
  const [mode, setMode] = useState<OwnerMode | null>(null);

  useEffect(() => {
    // a token on this device: fetch owner mode while the server checks the token
    if (editTokens.get(slug)) loadOwnerMode(locale).catch(() => {});
  }, [slug, locale]);

  useEffect(() => {
    if (!editToken) return;
    let live = true;
    loadOwnerMode(locale).then(
      (loaded) => {
        if (live) setMode(loaded);
      },
      // offline: the visitor's view stays until the next sign-in or reload
      () => {},
    );
    return () => {
      live = false;
    };
  }, [editToken, locale]);

  return editToken ? mode : null;
}
