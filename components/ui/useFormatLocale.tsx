"use client";
import { useLocale } from "next-intl";
import { createContext, useContext, type ReactNode } from "react";
import { formatLocale } from "@/lib/locale";

/**
 * The locale prices and dates are written in for this visitor (issue 40, docs/decisions/075): the
 * server chose it from the request (lib/locale.ts visitorFormatLocale: the browser's region for the
 * page's language, e.g. de-DE) and renders with it, so the browser draws the same after hydration.
 */
const FormatLocaleContext = createContext<string | null>(null);

export function FormatLocaleProvider({ value, children }: { value: string; children: ReactNode }) {
  return <FormatLocaleContext.Provider value={value}>{children}</FormatLocaleContext.Provider>;
}

/** The visitor's format locale; without a provider, the page language's own (de → de-AT). */
export function useFormatLocale(): string {
  const language = useLocale();
  return useContext(FormatLocaleContext) ?? formatLocale(language);
}
