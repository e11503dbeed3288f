// A spreadsheet file's bytes as text (issue 55), in the browser before the file is sent and in the
// tests: UTF-8 with or without its byte-order mark, else Windows-1252, which older Excel versions
// write ("Mädchen" with "ä" as the one byte 0xE4). A file that is not valid UTF-8 is taken for
// Windows-1252: every byte sequence is valid there, so nothing is lost to a replacement character.

/**
 * Windows-1252's characters for the bytes 0x80–0x9F (where ISO-8859-1 has control characters).
 * Browsers' TextDecoder("windows-1252") maps them already; Node 20's decodes as ISO-8859-1, so
 * they are mapped here again (a no-op in a browser). Unassigned bytes stay as they are.
 */
const C1 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

export function spreadsheetText(bytes: Uint8Array): string {
  try {
    // "fatal": a Windows-1252 byte such as 0xE4 alone is an error here, not a U+FFFD
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252")
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (control) => C1[control.charCodeAt(0) - 0x80]!);
  }
}
