// What the browser keeps of secret-santa draws (docs/decisions/077-draws.md, 107), beside the
// list's own keys in browser-storage.ts: only the draw screens and the reservation form read it.
import { area, readMap, readRaw, writeMap } from "./storage-areas";

/**
 * This device's tokens for secret-santa draws, per draw slug: the organizer's, the person shown and
 * every person's link this device holds, with their names (docs/decisions/077-draws.md, 107: Mama's
 * phone keeps Sabine's link when Oma's is opened on it). Like the edit tokens: kept here, sent only
 * in headers and bodies.
 */
export const DRAW_KEY = "wunschliste.draw";
/**
 * A person's link held on this device, with whom it opens (`id`, `name`: "" until their screen was
 * read once): a newer link of the same person replaces the older one.
 */
export type HeldPerson = { token: string; id: string; name: string };
export type DrawDevice = { organizer?: string; person?: string; people: HeldPerson[] };

const text = (value: unknown) => (typeof value === "string" ? value : "");
const asHeldPeople = (value: unknown): HeldPerson[] =>
  Array.isArray(value)
    ? value.flatMap((held: unknown) => {
        const { token, id, name } = (held ?? {}) as Record<string, unknown>;
        return typeof token === "string" && token ? [{ token, id: text(id), name: text(name) }] : [];
      })
    : [];

/** Reads what was stored, also as an older version stored it (one person, no list of people). */
const asDrawDevice = (value: unknown): DrawDevice => {
  if (!value || typeof value !== "object") return { people: [] };
  const { organizer, person, people } = value as Record<string, unknown>;
  const held = asHeldPeople(people);
  const shown = typeof person === "string" && person ? person : undefined;
  return {
    ...(typeof organizer === "string" && organizer ? { organizer } : {}),
    ...(shown ? { person: shown } : {}),
    people: shown && !held.some((one) => one.token === shown) ? [...held, { token: shown, id: "", name: "" }] : held,
  };
};

const storeDrawDevice = (slug: string, device: DrawDevice) =>
  writeMap<DrawDevice>("local", DRAW_KEY, slug, device.organizer || device.people.length ? device : null);

export const drawTokens = {
  get: (slug: string): DrawDevice => asDrawDevice(readMap<unknown>("local", DRAW_KEY)[slug]),
  /**
   * Sets the organizer's token, or the person shown (kept beside the others this device holds);
   * null forgets the organizer's token, or the person shown (their link stopped working).
   */
  set: (slug: string, kind: "organizer" | "person", token: string | null) => {
    const device = drawTokens.get(slug);
    if (kind === "organizer") return storeDrawDevice(slug, { ...device, organizer: token ?? undefined });
    const people = device.people.filter((held) => held.token !== (token ?? device.person));
    const shown = token ? device.people.find((held) => held.token === token) : undefined;
    storeDrawDevice(slug, {
      ...device,
      person: token ?? undefined,
      people: token ? [...people, shown ?? { token, id: "", name: "" }] : people,
    });
  },
  /**
   * Remembers whom a held link opens, for the question before switching and the switch itself; an
   * older link of the same person held here goes (a mailed or renewed link replaces it). False when
   * nothing changed.
   */
  known: (slug: string, token: string, person: { id: string; name: string }) => {
    const device = drawTokens.get(slug);
    if (!device.people.some((held) => held.token === token)) return false;
    const older = (held: HeldPerson) => held.token !== token && held.id === person.id;
    const people = device.people
      .filter((held) => !older(held))
      .map((held) => (held.token === token ? { token, ...person } : held));
    if (JSON.stringify(people) === JSON.stringify(device.people)) return false;
    storeDrawDevice(slug, { ...device, people });
    return true;
  },
};

/**
 * The name a person of a draw gives under, per wishlist slug of their match: that list's
 * reservation form starts with it (docs/decisions/077-draws.md). Kept in this tab's sessionStorage
 * only, set when the draw screen shows the match or opens its list in the same tab: in
 * localStorage it named the giver to whoever opened that list on the same device later, in any
 * tab, next year too — who drew whom (decision 228).
 */
export const GIVER_KEY = "wunschliste.giver";

let giverCache: { raw: string | null; map: Record<string, unknown> } | null = null;
let olderCopyGone = false;

/** Versions before decision 228 kept the names in localStorage: gone at the first read here. */
function dropOlderCopy() {
  if (olderCopyGone) return;
  olderCopyGone = true;
  try {
    area("local")?.removeItem(GIVER_KEY);
  } catch {
    // storage disabled: nothing kept there either
  }
}

export const giverNames = {
  /** Read by every open reservation form of a list: parsed once per stored text. */
  get: (listSlug: string): string | null => {
    dropOlderCopy();
    const raw = readRaw("session", GIVER_KEY);
    if (giverCache?.raw !== raw) giverCache = { raw, map: readMap<unknown>("session", GIVER_KEY, raw) };
    const name = giverCache.map[listSlug];
    return typeof name === "string" ? name : null;
  },
  set: (listSlug: string, name: string) => {
    dropOlderCopy();
    writeMap("session", GIVER_KEY, listSlug, name);
  },
};
