"use client";
import { useLocale } from "next-intl";
import { useCallback } from "react";
import { isolatedIn } from "@/lib/bidi-isolate";

/**
 * A person's name as it goes into one of the page's sentences: isolated when it is written the other
 * way round, so "Anna و Ben" in Arabic (or "أحمد and فاطمة" in English) keeps the sentence's order.
 */
export function useIsolated(): (text: string) => string {
  const locale = useLocale();
  return useCallback((text: string) => isolatedIn(locale, text), [locale]);
}
