// What the container's start compiles and runs before it listens (decision 178). ES modules are
// compiled when their graph loads, before any of them runs: whatever the entry imports statically
// is compiled before server/compile-cache.mjs turns the cache on. And the modules `main.mjs` loads
// before listening must not load zod's ~80 files (the config module comes bundled) nor take
// node:http or node:net as ES modules (on Node 24 their faces load undici: ~50–80 ms of CPU).
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:[^'"`;]*?\sfrom\s+)?["']([^"']+)["']/gm;

/** The specifiers `file` (relative to the repository) imports statically. */
const staticImports = (file: string) =>
  [...readFileSync(path.join(root, file), "utf8").matchAll(STATIC_IMPORT)].map((match) => match[1] as string);

/** Every module `entry` reaches by static imports: the repository's own files, and packages by name. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const visit = (file: string) => {
    for (const specifier of staticImports(file)) {
      const target = specifier.startsWith(".") ? path.join(path.dirname(file), specifier) : specifier;
      if (seen.has(target)) continue;
      seen.add(target);
      if (specifier.startsWith(".") && target.endsWith(".mjs")) visit(target);
    }
  };
  visit(entry);
  return seen;
}

it("has the container's entry import only the version check and the compile cache before the cache is on", () => {
  expect(staticImports("server/migrate-and-serve.mjs")).toEqual(["./node-version.mjs", "./compile-cache.mjs"]);
});

it("loads neither zod's files nor the faces of node:http and node:net before the server listens", () => {
  const graph = staticGraph("server/main.mjs");
  expect(graph).toContain("server/http/kept-renders.mjs"); // the walk follows the server's own modules
  for (const unwanted of ["zod", "lib/config/env.mjs", "lib/config/env-fields.mjs", "node:http", "node:net"])
    expect(graph, unwanted).not.toContain(unwanted);
});
