// The README's configuration table and the configuration module list the same variables, so a
// documented setting is always read and a read setting is always documented.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema } from "./env.mjs";

const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");

function documentedVariables(): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

describe("README configuration table", () => {
  it("lists exactly the variables lib/config/env.mjs reads", () => {
    expect(documentedVariables().sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
