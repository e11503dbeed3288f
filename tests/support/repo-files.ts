// The repository's own files for the whole-repo checks of tests/unit/ (the 300-line rule, the
// files docs and comments cite, the names docs/architecture.md gives): one walk, skipping what is
// installed, built or generated, so that every check sees the same tree.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Folders never walked: installed packages, Next's build, the generated Prisma clients. */
const SKIP = new Set(["node_modules", "generated", "generated-pg", ".next"]);

/**
 * The files under `entries` (folders or files, relative to the repository; one that does not exist
 * gives none) whose repository-relative path `wanted` matches, as paths with "/".
 */
export function repoFiles(entries: string[], wanted: RegExp): string[] {
  const walk = (entry: string): string[] => {
    const full = path.join(repoRoot, entry);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return wanted.test(entry) ? [entry.split(path.sep).join("/")] : [];
    return readdirSync(full).flatMap((name) => (SKIP.has(name) ? [] : walk(path.join(entry, name))));
  };
  return entries.flatMap(walk);
}
