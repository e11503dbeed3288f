// Debian's Chromium, as the browser tests, the icon drawing and the Lighthouse bench start it.
// Playwright's own browser download is impossible here (no internet); without the
// background-networking flags Chromium keeps trying to reach Google's hosts at every start, and
// those refused connections disturb what a page load measures.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
