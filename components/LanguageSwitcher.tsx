"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useOptimistic, useTransition } from "react";
import {
  cookieValue,
  isLocale,
  LANGUAGES,
  LOCALE_COOKIE,
  LOCALE_STORAGE_KEY,
  LOCALES,
  textDirection,
  type Locale,
} from "@/lib/locale";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

// the server's reading (a value that is no percent-encoding, `%zz`, is taken as it is): decoding it
// here threw, and a cookie another app on the host left broke every page until it was deleted
const readCookie = () => cookieValue(document.cookie, LOCALE_COOKIE);

/** Browser storage and the cookie always hold the same choice, so the server renders what the browser shows. */
function remember(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage disabled: the cookie alone still carries the choice
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useTranslations("header");
  const router = useRouter();
  const id = useId();
  const [, startTransition] = useTransition();
  // shows the new choice at once, while the server renders the page in that language
  const [shown, setShown] = useOptimistic<string>(locale);

  const apply = (next: Locale) => {
    remember(next);
    document.documentElement.lang = next;
    document.documentElement.dir = textDirection(next);
    if (next === locale) return;
    startTransition(() => {
      setShown(next);
      router.refresh();
    });
  };

  // docs/product.md §4: the stored choice wins, else (no cookie either) the browser's languages. The
  // server already chose from the browser's Accept-Language, in its q-value order; the page keeps
  // that choice, so there is never a second language after hydration (docs/decisions/018).
  useEffect(() => {
    const stored = readStored();
    const cookie = readCookie();
    const wanted: Locale = isLocale(stored) ? stored : isLocale(cookie) ? cookie : (locale as Locale);
    if (wanted !== locale || stored !== wanted || cookie !== wanted) apply(wanted);
    // only on the first render of the page: later changes come from the select
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t("language")}
      </label>
      {/* a narrow phone shows the chosen language's code, so the header keeps room for the product's
          name (issue 40); the select under it still says the whole name to screen readers */}
      <span className="language-code" aria-hidden="true">
        {shown.toUpperCase()}
      </span>
      <select
        id={id}
        value={shown}
        onChange={(event) => isLocale(event.target.value) && apply(event.target.value)}
        data-testid="language-switcher"
      >
        {/* each language in its own name (docs/decisions/060): a reader finds theirs in any page language */}
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} dir={textDirection(code)}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </select>
    </div>
  );
}
