// What the browser keeps (docs/api.md "Product": keys under "wunschliste."). Both values are maps by list
// slug, so an owner of several lists stays owner of each of them on one device
// (docs/decisions/006-browser-storage.md).
import { LOCALE_STORAGE_KEY } from "./locale";

export const EDIT_TOKEN_KEY = "wunschliste.edit_token";
/** Kept in sessionStorage only: needed for the created dialog's "include password" option. */
export const OWNER_PASSWORD_KEY = "wunschliste.owner_password";
export { LOCALE_STORAGE_KEY };

type Area = "local" | "session";

function area(kind: Area): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

function readMap(kind: Area, key: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(area(kind)?.getItem(key) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function writeMap(kind: Area, key: string, slug: string, value: string | null): void {
  const map = readMap(kind, key);
  if (value === null) delete map[slug];
  else map[slug] = value;
  try {
    area(kind)?.setItem(key, JSON.stringify(map));
  } catch {
    // quota or disabled storage: the value simply is not remembered
  }
}

export const editTokens = {
  get: (slug: string): string | null => readMap("local", EDIT_TOKEN_KEY)[slug] ?? null,
  set: (slug: string, token: string) => writeMap("local", EDIT_TOKEN_KEY, slug, token),
  remove: (slug: string) => writeMap("local", EDIT_TOKEN_KEY, slug, null),
};

export const ownerPasswords = {
  get: (slug: string): string | null => readMap("session", OWNER_PASSWORD_KEY)[slug] ?? null,
  set: (slug: string, password: string) => writeMap("session", OWNER_PASSWORD_KEY, slug, password),
  remove: (slug: string) => writeMap("session", OWNER_PASSWORD_KEY, slug, null),
};
