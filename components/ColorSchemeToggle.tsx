"use client";
import { Glyph } from "@/components/ui/Glyph";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { COLOR_SCHEME_KEY, isColorScheme, type ColorScheme } from "@/lib/color-scheme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function currentScheme(): ColorScheme {
  const chosen = document.documentElement.getAttribute("data-theme");
  if (isColorScheme(chosen)) return chosen;
  return window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** Light ↔ dark. Until pressed the page follows the system; the choice then persists on this device. */
export function ColorSchemeToggle() {
  const t = useTranslations("colorScheme");
  // unknown on the server; the button shows once the browser knows the scheme, in a place kept for
  // it from the first paint (hidden, it would push the language switcher aside: a layout shift)
  const [scheme, setScheme] = useState<ColorScheme | null>(null);

  useEffect(() => {
    // the scheme is only known in the browser (storage, media query)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setScheme(currentScheme());
    const media = window.matchMedia(DARK_QUERY);
    const follow = () => setScheme(currentScheme());
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);

  const toggle = () => {
    const next: ColorScheme = currentScheme() === "dark" ? "light" : "dark";
    document.documentElement.setAttribute("data-theme", next);
    try {
      window.localStorage.setItem(COLOR_SCHEME_KEY, next);
    } catch {
      // storage disabled: the choice lasts for this page
    }
    setScheme(next);
  };

  return (
    <button
      type="button"
      className="color-scheme-toggle"
      aria-pressed={scheme === "dark"}
      aria-label={t("dark")}
      title={t("dark")}
      onClick={toggle}
      data-testid="color-scheme-toggle"
      data-pending={scheme === null ? "" : undefined}
    >
      <Glyph name={scheme === "dark" ? "sun" : "moon"} />
    </button>
  );
}
