// The one rule for a link a list stores or opens: an absolute http(s) address with a host
// (docs/decisions/014-text-and-url-rules.md); which hosts are public is ./address-rules.ts. Pure,
// server and browser.

/** The parsed address when `value` is an absolute http(s) URL with a host, else null. */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url : null;
  } catch {
    return null;
  }
}
