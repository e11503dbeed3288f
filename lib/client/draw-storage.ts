// What the browser keeps of secret-santa draws (docs/decisions/077-draws.md, 107), beside the
// list's own keys in browser-storage.ts: only the draw screens read it. The name a giver gives
// under on their match's list is giver-tab.ts's, which the list screen's first scripts read.
import { readMap, writeMap } from "./storage-areas";

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
