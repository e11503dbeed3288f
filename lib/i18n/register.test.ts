// One register per language: the French texts speak to the visitor as "tu" ("Partage ta liste",
// "Choisis une envie"), so a text that says "vous" beside them reads as written by someone else —
// a family walk found "Le jour est passé … vous verrez" under "Partager ta liste", and "Envoie le
// lien dans votre groupe" mixing both in one sentence. The Turkish ones say "sen" ("istediğin",
// "dokun"); a walk found "Misafirlerinizden", "Cevabınız" and "deneyin" among them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Catalogue = { [key: string]: string | Catalogue };

function texts(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

const catalogue = (language: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../messages/${language}.json`), "utf8")) as Catalogue;
const french = catalogue("fr");

/** "vous", "votre", "vos", "veuillez", and a verb's "vous" imperative ("Choisissez", "Envoyez-le"). */
const FORMAL = /\b(?:vous|votre|vos|veuillez)\b|\b\p{L}+ez\b(?!\s+(?:vous|nous))/giu;
/** Words ending in "-ez" that are no verb addressed to the visitor. */
const NOT_A_VERB = new Set(["chez", "assez", "nez"]);

describe("French", () => {
  it("says tu to the visitor in every text", () => {
    const formal = texts(french).flatMap(([key, text]) =>
      [...text.matchAll(FORMAL)]
        .map(([word]) => word)
        .filter((word) => !NOT_A_VERB.has(word.toLowerCase()))
        .map((word) => `${key}: ${word}`),
    );
    expect(formal).toEqual([]);
  });
});

/**
 * "siz" and its endings: the possessive ("Cevabınız", "Misafirlerinizden"), the verb's person
 * ("görüyorsunuz", "alabilirsiniz") and the polite imperative ("deneyin", "girin", "seçin").
 */
const TURKISH_FORMAL =
  /\p{L}*(?:[iıuü]n[iıuü]z)\p{L}*|\p{L}+(?:yin|yın|yun|yün)\b|\b(?:gir|seç|ver|yap|belirt|gönder|kaldır|kullan|yaz)in\b|\b(?:gir|seç|ver|yap|belirt|gönder|kaldır|kullan|yaz)ın\b|\bsiz\b/giu;
/** Words the pattern meets that are no "siz": "neyin" (of what), "payın" (your share, sen). */
const TURKISH_NOT_FORMAL = new Set(["neyin", "payın"]);

describe("Turkish", () => {
  it("says sen to the visitor in every text", () => {
    const formal = texts(catalogue("tr")).flatMap(([key, text]) =>
      [...text.matchAll(TURKISH_FORMAL)]
        .map(([word]) => word)
        .filter((word) => !TURKISH_NOT_FORMAL.has(word.toLocaleLowerCase("tr")))
        .map((word) => `${key}: ${word}`),
    );
    expect(formal).toEqual([]);
  });
});
