"use client";
import { useLocale } from "next-intl";
import { useCallback } from "react";

const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

/** Bytes as a reader takes them in, in the page's language: "12.5 MB", "3 kB". */
export function useByteFormat(): (bytes: number) => string {
  const locale = useLocale();
  return useCallback(
    (bytes: number) => {
      let value = bytes;
      let unit = 0;
      while (value >= 1000 && unit < UNITS.length - 1) {
        value /= 1000;
        unit += 1;
      }
      return new Intl.NumberFormat(locale, {
        style: "unit",
        unit: UNITS[unit],
        unitDisplay: "short",
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }).format(value);
    },
    [locale],
  );
}

/** A time the API answered (ISO 8601) as a short date in the page's language. */
export function useDateFormat(): (iso: string) => string {
  const locale = useLocale();
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso)),
    [locale],
  );
}

/** A moment the API answered (ISO 8601) as a short date and time in the page's language. */
export function useTimeFormat(): (iso: string) => string {
  const locale = useLocale();
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)),
    [locale],
  );
}
