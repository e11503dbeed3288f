// The two storage areas and the maps by slug kept in them (docs/decisions/006-browser-storage.md),
// shared by lib/client/browser-storage.ts (a list's owner and guest), draw-storage.ts and
// tab-storage.ts. Separate modules so that the list page's first scripts carry only what a list
// reads: Turbopack keeps a module whole (docs/decisions/167-first-load-on-the-click.md).

export type Area = "local" | "session";

export function area(kind: Area): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

export function readMap<V = string>(kind: Area, key: string, raw = readRaw(kind, key)): Record<string, V> {
  try {
    const parsed: unknown = JSON.parse(raw ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, V>) : {};
  } catch {
    return {};
  }
}

export function readRaw(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeMap<V = string>(kind: Area, key: string, slug: string, value: V | null): void {
  const map = readMap<V>(kind, key);
  if (value === null) delete map[slug];
  else map[slug] = value;
  try {
    area(kind)?.setItem(key, JSON.stringify(map));
  } catch {
    // quota or disabled storage: the value simply is not remembered
  }
}
