// A title from the words of a shop's address, for a page that did not show the product to the
// server (a robot check, an error page): "/Modern-LED-Wall-Sconce-Lighting/dp/B08…" → "Modern LED
// Wall Sconce Lighting". Only when the address carries the product's words; ids are no title.

/** A word of an address that is an id, not a word: "B08XYZ1234", "123456". */
function isIdLike(word: string): boolean {
  if (/^\d+$/.test(word)) return word.length >= 6; // 123456; "2608" may be a model number
  if (/\d/.test(word) && /[a-z]/i.test(word) && word.length >= 8) return true; // B08N5WRWNW; "HD9270" is a model
  return false;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The words of the address's path segment that says most, or null when none has two words. */
export function titleFromAddress(address: URL): string | null {
  let best: string[] = [];
  for (const segment of address.pathname.split("/")) {
    const words = decoded(segment)
      .replace(/\.(html?|php|aspx?)$/i, "")
      .split(/[-_+\s]+/)
      .filter((word) => word !== "" && !isIdLike(word));
    const letters = words.filter((word) => /\p{L}/u.test(word));
    if (letters.length >= 2 && words.join(" ").length > best.join(" ").length) best = words;
  }
  if (best.length === 0) return null;
  const title = best.join(" ");
  return title.charAt(0).toUpperCase() + title.slice(1);
}
