// The visitor's colour scheme: the system's (prefers-color-scheme) until they choose one with the
// header's toggle; the choice is kept in localStorage and applied before the first paint.

export const COLOR_SCHEME_KEY = "wunschliste.theme";
export type ColorScheme = "light" | "dark";

export const isColorScheme = (value: unknown): value is ColorScheme => value === "light" || value === "dark";

/**
 * Runs inline in <head> before anything paints (with the page's CSP nonce): sets data-theme on
 * <html> from a stored choice. Plain ES5 in a string, no imports: it is not bundled. The key goes in
 * without a call (it needs no escaping), which the browser's bundle would keep though it drops the string.
 */
export const COLOR_SCHEME_BOOT_SCRIPT = `try{var s=localStorage.getItem("${COLOR_SCHEME_KEY}");if(s==="light"||s==="dark")document.documentElement.setAttribute("data-theme",s)}catch(e){}`;
