// One register per language: the French texts speak to the visitor as "tu" ("Partage ta liste",
// "Choisis une envie"), so a text that says "vous" beside them reads as written by someone else —
// a family walk found "Le jour est passé … vous verrez" under "Partager ta liste", and "Envoie le
// lien dans votre groupe" mixing both in one sentence.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Catalogue = { [key: string]: string | Catalogue };

function texts(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
  );
}

const french = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../messages/fr.json"), "utf8"),
) as Catalogue;

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
