import { Parser } from "htmlparser2";

// A page's bytes as text in the charset it declares: the Content-Type's, else a <meta charset> (or
// http-equiv) near the top, else a byte-order mark, else UTF-8. Labels are WHATWG's, so
// "iso-8859-1" decodes as Windows-1252 as browsers do. An unknown label falls back to UTF-8.

const PRESCAN_BYTES = 4096;

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return null;
  }
}

/** The charset a <meta> in the first bytes names (read as Latin-1, which keeps ASCII as it is). */
function metaCharset(body: Buffer): string | null {
  let found: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found || name !== "meta") return;
      if (attributes.charset) found = attributes.charset;
      else if (attributes["http-equiv"]?.toLowerCase() === "content-type" && attributes.content) {
        const parameter = attributes.content
          .split(";")
          .map((part) => part.trim().split("="))
          .find(([key]) => key?.toLowerCase() === "charset");
        found = parameter?.[1]?.trim() ?? null;
      }
    },
  });
  parser.write(body.subarray(0, PRESCAN_BYTES).toString("latin1"));
  parser.end();
  return found;
}

function bomCharset(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  return null;
}

// Windows-1252's 0x80–0x9F (Node's own windows-1252 decoder leaves them as C1 controls).
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function decodeWindows1252(body: Buffer): string {
  return body.toString("latin1").replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

export function decodeHtml(body: Buffer, headerCharset: string | null): string {
  const decoder =
    decoderFor(bomCharset(body)) ??
    decoderFor(headerCharset) ??
    decoderFor(metaCharset(body)) ??
    new TextDecoder("utf-8");
  if (decoder.encoding === "windows-1252") return decodeWindows1252(body);
  // a page cut at the byte limit may end inside a character: replaced, not thrown
  return decoder.decode(body);
}
