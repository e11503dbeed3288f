// No import circles in the app's own code, type-only imports included: a circle makes the order
// of module evaluation matter and ties layers together that should only depend one way.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = ["app", "components", "lib", "scripts"];
const SKIP = new Set(["node_modules", "generated", "generated-pg", ".next"]);
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js"];
// import … from "x" / export … from "x" / import "x" / import("x"), type-only ones too
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?:[^'"]*?\sfrom\s)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => EXTENSIONS.some((ext) => file.endsWith(ext)) && existsFile(file)) ?? null;
}

function existsFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function importGraph(): Map<string, string[]> {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const targets = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const target = resolve(file, match[1] ?? match[2] ?? "");
      if (target) targets.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components; every component of more than one module is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    lowlink.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        lowlink.set(node, Math.min(lowlink.get(node)!, lowlink.get(next)!));
      } else if (onStack.has(next)) lowlink.set(node, Math.min(lowlink.get(node)!, indices.get(next)!));
    }
    if (lowlink.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

it("reads the imports of the app's modules (the check below sees real edges)", () => {
  const graph = importGraph();
  expect(graph.get("app/api/list_get.php/route.ts")).toContain("lib/server/http/endpoint.ts");
  expect(graph.get("lib/server/lists.ts")).toEqual(
    expect.arrayContaining(["lib/server/auth.ts", "lib/validations/list.ts"]),
  );
});

it("has no import circles, type-only imports included", () => {
  expect(circles(importGraph())).toEqual([]);
});

it("finds a circle when there is one", () => {
  const graph = new Map([
    ["a", ["b"]],
    ["b", ["c"]],
    ["c", ["a"]],
    ["d", ["a"]],
  ]);
  expect(circles(graph)).toEqual([["a", "b", "c"]]);
});
