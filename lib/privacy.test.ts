// The privacy page says what the code stores: every column of the schema is placed in
// lib/privacy.ts, so a new column cannot be added without deciding what the page says of it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../messages/en.json";
import { factsByGroup, PRIVACY_FACTS, STORED_FIELDS } from "./privacy";

const schema = readFileSync(path.resolve(import.meta.dirname, "../prisma/schema.prisma"), "utf8");

/** Each model's stored columns: its fields less the relations (whose type is another model). */
function storedColumns(text: string): Record<string, string[]> {
  const blocks = [...text.matchAll(/^model (\w+) \{\n([\s\S]*?)^\}/gm)];
  const models = new Set(blocks.map((block) => block[1]!));
  return Object.fromEntries(
    blocks.map(([, model, body]) => [
      model!,
      body!
        .split("\n")
        .map((line) => line.trim().match(/^(\w+)\s+(\w+)/))
        .filter((match): match is RegExpMatchArray => match !== null && !models.has(match[2]!))
        .map((match) => match[1]!),
    ]),
  );
}

describe("the privacy page's table of stored fields", () => {
  it("places every column of prisma/schema.prisma, and no other", () => {
    const columns = storedColumns(schema);
    expect(Object.keys(columns).length).toBeGreaterThan(10);
    const placed = Object.fromEntries(
      Object.entries(STORED_FIELDS).map(([model, fields]) => [model, Object.keys(fields)]),
    );
    for (const model of Object.keys(columns)) expect(placed[model]?.sort(), model).toEqual(columns[model]!.sort());
    expect(Object.keys(placed).sort()).toEqual(Object.keys(columns).sort());
  });

  it("fails for a column added without a place", () => {
    const grown = schema.replace(
      "  title             String\n",
      "  title             String\n  ownerPhone        String?\n",
    );
    expect(grown).not.toBe(schema);
    expect(storedColumns(grown).List).toContain("ownerPhone");
    expect(STORED_FIELDS.List).not.toHaveProperty("ownerPhone");
  });

  it("names every fact in words, and every fact is stored somewhere", () => {
    const shown = Object.values(factsByGroup()).flat();
    expect(shown.sort()).toEqual(Object.keys(PRIVACY_FACTS).sort());
    for (const fact of shown) expect(en.privacy.fact, fact).toHaveProperty(fact);
  });
});
