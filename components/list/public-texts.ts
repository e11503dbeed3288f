"use client";
// The list screen's one translator of the "public" texts, shared by its cards: next-intl builds a
// translator at every useTranslations call and looks each message up again at every call, and
// the cards' ~10 texts each were a tenth of drawing a 200-item list (docs/performance.md, "Cost
// per card"). Texts without values are looked up once per screen.
import { useTranslations } from "next-intl";
import { createContext, useContext, useMemo } from "react";

export type PublicTexts = ReturnType<typeof useTranslations<"public">>;

/** Provided by ListScreen, with its own translator passed through useRememberedTexts. */
export const PublicTextsContext = createContext<PublicTexts | null>(null);

/** `t` with its plain texts (no values) remembered. */
function rememberPlainTexts(t: PublicTexts): PublicTexts {
  const plain = new Map<string, string>();
  const remembering = ((key: Parameters<PublicTexts>[0], values?: Parameters<PublicTexts>[1]) => {
    if (values !== undefined) return t(key, values);
    let text = plain.get(key);
    if (text === undefined) plain.set(key, (text = t(key)));
    return text;
  }) as PublicTexts;
  return Object.assign(remembering, { rich: t.rich, markup: t.markup, raw: t.raw, has: t.has });
}

/** `t` as the cards get it: the same texts, each plain one looked up once. */
export function useRememberedTexts(t: PublicTexts): PublicTexts {
  return useMemo(() => rememberPlainTexts(t), [t]);
}

export function usePublicTexts(): PublicTexts {
  const t = useContext(PublicTextsContext);
  if (!t) throw new Error("usePublicTexts needs ListScreen's PublicTextsContext above it");
  return t;
}
