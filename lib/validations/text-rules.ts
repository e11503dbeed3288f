// Rules for what a stored text and a stored link may contain; pure, used by the API's schemas
// and usable in the browser (docs/decisions/014-text-and-url-rules.md).

/** C0 controls, DEL and C1 controls. A title "\u0000hidden" would be cut short by many readers. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, less tab, line feed and carriage return, which a multi-line note may hold. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);
}

/** IPv4 as four numbers, or null. (WHATWG URL parsing has already turned 0x7f.1 or 2130706433 into dotted form.) */
function ipv4Parts(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const numbers = parts.map(Number);
  return numbers.every((n) => n <= 255) ? numbers : null;
}

function isPrivateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 || // loopback
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast, reserved, broadcast
  );
}

/** The 8 groups of an IPv6 address (brackets removed), or null. */
function ipv6Groups(host: string): number[] | null {
  if (!host.includes(":")) return null;
  let text = host;
  // an embedded IPv4 tail (::ffff:1.2.3.4) becomes two groups
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const parts = ipv4Parts(v4[1]!);
    if (!parts) return null;
    text = `${text.slice(0, -v4[1]!.length)}${((parts[0]! << 8) | parts[1]!).toString(16)}:${((parts[2]! << 8) | parts[3]!).toString(16)}`;
  }
  const [head = "", tail, extra] = text.split("::");
  if (extra !== undefined) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

function isPrivateIpv6(groups: number[]): boolean {
  const [g0 = 0, , , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroUpTo(7) && (g7 === 0 || g7 === 1)) return true; // :: and ::1
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): judge the IPv4 address
  if (zeroUpTo(5) && (g5 === 0xffff || g5 === 0)) {
    return isPrivateIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  }
  if ((g0 & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  if (g0 === 0x64 && groups[1] === 0xff9b) return isPrivateIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]); // NAT64
  const [, g1 = 0, g2 = 0] = groups;
  if (g0 === 0x2002) return isPrivateIpv4([g1 >> 8, g1 & 0xff, g2 >> 8, g2 & 0xff]); // 6to4 wraps an IPv4 address
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation 2001:db8::/32
  return false;
}

/**
 * Whether a resolved address (what DNS answered, not a name) must not be connected to: true for
 * loopback, private, link-local, CGNAT, multicast, unspecified, unique-local and IPv4-mapped
 * spellings of those, and for anything that is not an IP address at all (refuse what cannot be
 * judged). An IPv6 zone ("fe80::1%eth0") is judged without it.
 */
export function isPrivateAddress(address: string): boolean {
  const ip = address
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const v4 = ipv4Parts(ip);
  if (v4) return isPrivateIpv4(v4);
  const v6 = ipv6Groups(ip);
  return v6 ? isPrivateIpv6(v6) : true;
}

/** Whether a URL's host names this machine or a private network rather than the public internet. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "" ||
    (!host.includes(".") && !host.includes(":"))
  ) {
    // "localhost", "intranet", "router": single labels resolve inside the visitor's network
    return true;
  }
  if (host.endsWith(".local") || host.endsWith(".internal") || host.endsWith(".home.arpa")) return true;
  const v4 = ipv4Parts(host);
  if (v4) return isPrivateIpv4(v4);
  const v6 = ipv6Groups(host);
  if (v6) return isPrivateIpv6(v6);
  return false;
}

/** The parsed address when `value` is an absolute http(s) URL with a host, else null. */
export function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" ? url : null;
  } catch {
    return null;
  }
}

export type UrlVerdict = "ok" | "invalid_url" | "url_not_public";

/**
 * A link or image address an owner may store: http(s), no user name or password in it, and a
 * public host — never localhost, a loopback, private, link-local or unique-local address in any
 * spelling (every visitor's browser would request it).
 */
export function checkPublicHttpUrl(value: string): UrlVerdict {
  const url = httpUrl(value);
  if (!url || url.username !== "" || url.password !== "") return "invalid_url";
  return isInternalHost(url.hostname) ? "url_not_public" : "ok";
}

// ---- Broken, invisible and direction-changing text (docs/decisions/040-invisible-and-bidi-text.md) ----

/** Whether a string is well-formed Unicode: no lone surrogate (JSON's "\ud800" decodes to one). */
export function isWellFormedText(value: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(value);
}

/**
 * One component of a form-urlencoded text ("a+b%C3%A4"), decoded strictly: `+` is a space, each
 * %XX a byte, and the bytes must be UTF-8, else null. URLSearchParams would turn %FF%FE into two
 * U+FFFD without a word. A "%" not followed by two hex digits stays as typed, as browsers read it.
 */
export function decodeFormComponent(text: string): string | null {
  if (!text.includes("%")) return text.replace(/\+/g, " ");
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const hex = char === "%" ? text.slice(i + 1, i + 3) : "";
    if (/^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === "+") bytes.push(0x20);
    else {
      const codePoint = text.codePointAt(i)!;
      const whole = String.fromCodePoint(codePoint);
      if (whole.length === 2) i++;
      bytes.push(...encoder.encode(whole));
    }
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(bytes));
  } catch {
    return null;
  }
}

/** A form-urlencoded text ("a=1&b=2") as its pairs, or null when any part is not UTF-8. */
export function parseFormText(text: string): [string, string][] | null {
  const pairs: [string, string][] = [];
  for (const part of text.split("&")) {
    if (part === "") continue;
    const at = part.indexOf("=");
    const key = decodeFormComponent(at < 0 ? part : part.slice(0, at));
    const value = decodeFormComponent(at < 0 ? "" : part.slice(at + 1));
    if (key === null || value === null || !isWellFormedText(key) || !isWellFormedText(value)) return null;
    pairs.push([key, value]);
  }
  return pairs;
}

/**
 * Characters that show nothing by themselves: white space, the default-ignorable code points
 * (zero-width space and joiners U+200B–U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen,
 * direction marks and controls, variation selectors, Hangul fillers, tags) and the blank braille
 * pattern U+2800. A text made only of these reads as empty.
 */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export function isVisiblyEmpty(value: string): boolean {
  return INVISIBLE.test(value);
}

const EMBEDDING_OPENERS = new Set(["\u202a", "\u202b", "\u202d", "\u202e"]); // LRE RLE LRO RLO
const ISOLATE_OPENERS = new Set(["\u2066", "\u2067", "\u2068"]); // LRI RLI FSI
const PDF = "\u202c";
const PDI = "\u2069";
const closerOf = (kind: "E" | "I") => (kind === "E" ? PDF : PDI);

/**
 * The text with its direction controls paired, so that none reaches past the end of the text (or
 * of its line) into whatever it is shown next to: an embedding or override (U+202A/B/D/E) left
 * open is closed with U+202C, an isolate (U+2066–2068) with U+2069; a closer without an opener is
 * dropped. Paired controls, direction marks (U+200E/F, U+061C) and every other character stay as
 * typed, so Arabic, Hebrew or a balanced text comes back unchanged.
 */
export function balanceBidiControls(value: string): string {
  if (!/[\u202a-\u202e\u2066-\u2069]/.test(value)) return value;
  let out = "";
  let open: ("E" | "I")[] = [];
  const closeAll = () => {
    out += open.reverse().map(closerOf).join("");
    open = [];
  };
  for (const char of value) {
    if (EMBEDDING_OPENERS.has(char)) open.push("E");
    else if (ISOLATE_OPENERS.has(char)) open.push("I");
    else if (char === PDF) {
      if (open.at(-1) !== "E") continue;
      open.pop();
    } else if (char === PDI) {
      const isolate = open.lastIndexOf("I");
      if (isolate < 0) continue;
      out += open.splice(isolate).slice(1).reverse().map(closerOf).join("");
    } else if (char === "\n" || char === "\r" || char === "\u2029") closeAll();
    out += char;
  }
  closeAll();
  return out;
}

/**
 * A text as it is stored for showing: trimmed, "" when nothing visible is left (so it counts as
 * missing or cleared, like a blank one), its direction controls balanced.
 */
export function displayText(value: string): string {
  const trimmed = value.trim();
  return isVisiblyEmpty(trimmed) ? "" : balanceBidiControls(trimmed);
}
