// Issue 32, bug 6: every web font the app serves draws every letter of the languages it speaks
// (de, en, tr) and of those coming next (fr, es, it, nl, pl), so no heading switches font mid-word
// ("Doğum günü" with a ğ from another font). Arabic is left to the system's fonts on purpose.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Font = { hasGlyphForCodePoint(codePoint: number): boolean };
const { create } = createRequire(import.meta.url)("fontkit") as { create(buffer: Buffer): Font };

const root = path.resolve(import.meta.dirname, "../..");

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
/** Basic Latin and Latin-1 letters, Latin Extended-A whole (Turkish ğ ş ı İ, Polish ą ł ż, Dutch ĳ, French œ), and the punctuation the texts use. */
const NEEDED = [...range(0x20, 0x7e), ...range(0xc0, 0xff), ...range(0x100, 0x17f), ..."¡¿«»€„“”‘’‚–—…·ß"].map(
  (char) => (typeof char === "number" ? char : char.codePointAt(0)!),
);
const SAMPLES = {
  de: "Größe Übermaß Äpfel",
  tr: "Doğum günü İyi şanslar ılık Çiçek",
  fr: "Noël œuvre garçon Ÿ",
  es: "¡Feliz cumpleaños! ¿Qué?",
  it: "perché città",
  nl: "ĳsje Ĳssel",
  pl: "Zażółć gęślą jaźń Łódź",
};

/** Every @font-face in the app's styles: family, weight, file and the code points it is used for. */
function fontFaces() {
  const css = readFileSync(path.join(root, "app/styles/foundation.css"), "utf8");
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const family = /font-family:\s*"([^"]+)"/.exec(body!)![1]!;
    const weight = /font-weight:\s*(\d+)/.exec(body!)![1]!;
    const file = /url\("\/([^"?]+)/.exec(body!)![1]!;
    const ranges = /unicode-range:([^;]+);/
      .exec(body!)![1]!
      .split(",")
      .map((part) => {
        const [from, to] = part.trim().replace(/^U\+/, "").split("-");
        return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
      });
    return { family, weight, font: create(readFileSync(path.join(root, "public", file))), ranges };
  });
}

describe("the web fonts", () => {
  const faces = fontFaces();
  const styles = [...new Set(faces.map((face) => `${face.family} ${face.weight}`))];

  it("are served at all (the list font 'comic', regular and bold)", () => {
    expect(styles).toEqual(["Comic Relief 400", "Comic Relief 700"]);
  });

  it.each(styles)("%s draws every needed letter itself", (style) => {
    const drawn = (codePoint: number) =>
      faces.some(
        (face) =>
          `${face.family} ${face.weight}` === style &&
          face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to) &&
          face.font.hasGlyphForCodePoint(codePoint),
      );
    const missing = [...NEEDED, ...Object.values(SAMPLES).flatMap((text) => [...text].map((c) => c.codePointAt(0)!))]
      .filter((codePoint) => !drawn(codePoint))
      .map(
        (codePoint) => `${String.fromCodePoint(codePoint)} U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`,
      );
    expect(missing).toEqual([]);
  });
});
