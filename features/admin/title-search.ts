// The admin's search in list titles, "any case" in every language (docs/api.md "admin_lists"):
// SQLite's LOWER() and LIKE fold ASCII letters only, so "über" never found "Über Omas Wünsche" and
// not even "Über" did (the search was lowered in JavaScript, the title by SQLite). Each letter of
// the search becomes the set of its cases instead — [Üü][Bb][Ee][Rr] — which both backends match
// character by character: a GLOB on SQLite, a regular expression on PostgreSQL (whose LOWER()
// follows the database's locale, C on many installs). A case of more than one character is left
// out: "ß" finds only "ß", the Turkish "İ" only "İ". Pure.

/** The cases of one character that are one character themselves ("ß" has no upper case of one). */
function casesOf(char: string): string[] {
  return [...new Set([char, char.toLowerCase(), char.toUpperCase()])].filter((each) => [...each].length === 1);
}

/** A SQLite GLOB matching titles that contain `text` in any case: `*[Üü][Bb][Ee][Rr]*`. */
export function titleGlob(text: string): string {
  const parts = [...text].map((char) => {
    const cases = casesOf(char);
    if (cases.length > 1) return `[${cases.join("")}]`;
    // only these are special outside a set; inside one they stand for themselves
    return "*?[".includes(char) ? `[${char}]` : char;
  });
  return `*${parts.join("")}*`;
}

/** A PostgreSQL regular expression (`~`) matching titles that contain `text` in any case. */
export function titleRegex(text: string): string {
  return [...text]
    .map((char) => {
      const cases = casesOf(char);
      if (cases.length > 1) return `[${cases.join("")}]`;
      // the expression's own characters escaped ("\k" is k itself), everything else as it is
      return "\\^$.|?*+()[]{}".includes(char) ? `\\${char}` : char;
    })
    .join("");
}
