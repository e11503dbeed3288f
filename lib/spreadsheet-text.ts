// A spreadsheet file's bytes as text (issue 55), in the browser before the file is sent and in the
// tests: UTF-16 with its byte-order mark (Excel's "Unicode text"), UTF-8 with or without its mark,
// else the code page Excel writes "CSV" in on a Windows set to the page's language: Windows-1250
// in Polish ("ą" is 0xB9), 1254 in Turkish, 1256 in Arabic, 1252 in the Western languages
// ("Mädchen" with "ä" as the one byte 0xE4). A file that is not valid UTF-8 is taken for that code
// page: every byte sequence is valid there, so nothing is lost to a replacement character. A new
// language whose Windows writes another code page adds it to CODE_PAGES.

/** The page's language → Windows' "ANSI" code page there, where it is not Windows-1252. */
const CODE_PAGES: Record<string, string> = { pl: "windows-1250", tr: "windows-1254", ar: "windows-1256" };

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (where ISO-8859-1 has control characters).
 * Browsers' TextDecoder("windows-1252") maps them already; Node 20's decodes as ISO-8859-1, so
 * they are mapped here again (a no-op in a browser). Unassigned bytes stay as they are.
 */
const C1 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/** `language`: the page's (its first two letters are enough, "pl-PL" too). */
export function spreadsheetText(bytes: Uint8Array, language = "en"): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    // "fatal": a Windows byte such as 0xE4 alone is an error here, not a U+FFFD
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const codePage = CODE_PAGES[language.slice(0, 2)];
    if (codePage) return new TextDecoder(codePage).decode(bytes);
    return new TextDecoder("windows-1252")
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (control) => C1[control.charCodeAt(0) - 0x80]!);
  }
}
