// The README's configuration table and the configuration module list the same variables, so a
// documented setting is always read and a read setting is always documented; and each default the
// table gives is the one the code uses: setting a variable to its documented default changes
// nothing in the configuration (issue 52).
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema, loadConfig } from "./env.mjs";

const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");

/** The table's rows: the variables of a row (`A` / `B`) and its default cell. */
function rows(): { names: string[]; defaults: string }[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => {
      const [, variables = "", defaults = ""] = line.split("|");
      return { names: [...variables.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!), defaults: defaults.trim() };
    });
}

const documentedVariables = () => rows().flatMap((row) => row.names);

/** Defaults the table gives in words; the last test checks them. */
const IN_WORDS = new Set(["from the request", "cores − 1 (at least 1)"]);

/** The documented default of each variable: a literal (`10`), or "" for one documented as empty. */
function documentedDefaults(): [string, string][] {
  return rows().flatMap(({ names, defaults }) => {
    if (IN_WORDS.has(defaults)) return [];
    if (defaults.startsWith("empty")) return names.map((name): [string, string] => [name, ""]);
    const values = [...defaults.matchAll(/`([^`]*)`/g)].map((m) => m[1]!);
    expect(values, `${names.join(" / ")}: one default per variable`).toHaveLength(names.length);
    return names.map((name, index): [string, string] => [name, values[index]!]);
  });
}

describe("README configuration table", () => {
  it("lists exactly the variables lib/config/env.mjs reads", () => {
    expect(documentedVariables().sort()).toEqual(Object.keys(envSchema().shape).sort());
  });

  it("gives each variable the default the code uses: set to it, the configuration stays the same", () => {
    const root = "/srv/wunschliste";
    const unset = loadConfig({}, root);
    const checked = documentedDefaults();
    expect(checked.length).toBeGreaterThan(40);
    for (const [name, value] of checked) {
      expect(loadConfig({ [name]: value }, root), `${name}=${value}`).toEqual(unset);
    }
  });

  it("means by the defaults in words what the code does", () => {
    const unset = loadConfig({}, "/srv/wunschliste");
    expect(rows().find((row) => row.names.includes("PUBLIC_BASE_URL"))?.defaults).toBe("from the request");
    expect(unset.publicBaseUrl).toBeNull();
    expect(rows().find((row) => row.names.includes("PASSWORD_HASH_CONCURRENCY"))?.defaults).toBe(
      "cores − 1 (at least 1)",
    );
    expect(unset.passwordHashConcurrency).toBe(Math.max(1, os.availableParallelism() - 1));
  });
});
