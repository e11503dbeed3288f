// The app's own colours outside the page styles (manifest, browser bars): one place for both.

/** The dark ink of the logo and the header; the browser's bar colour in the light scheme. */
export const APP_THEME_COLOR = "#111827";
/** The page background of the dark scheme; the browser's bar colour there. */
export const APP_THEME_COLOR_DARK = "#0b1120";
