// What the browser keeps (docs/api.md "Product": keys under "wunschliste."). Both values are maps by list
// slug, so an owner of several lists stays owner of each of them on one device
// (docs/decisions/006-browser-storage.md).
import { LOCALE_STORAGE_KEY } from "../locale";
import { sentPageFrom, SENT_PAGE_KIND, type SentPage } from "../shared-link";

export const EDIT_TOKEN_KEY = "wunschliste.edit_token";
/** A guest's name or icon, reservation password and reservations made here, per list (decision 042). */
export const GUEST_KEY = "wunschliste.guest";
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

function readMap<V = string>(kind: Area, key: string, raw = readRaw(kind, key)): Record<string, V> {
  try {
    const parsed: unknown = JSON.parse(raw ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, V>) : {};
  } catch {
    return {};
  }
}

function readRaw(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeMap<V = string>(kind: Area, key: string, slug: string, value: V | null): void {
  const map = readMap<V>(kind, key);
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
  /** The lists this device is owner of, as far as it remembers (the tokens may be revoked since). */
  slugs: (): string[] => Object.keys(readMap("local", EDIT_TOKEN_KEY)),
};

export const ownerPasswords = {
  get: (slug: string): string | null => readMap("session", OWNER_PASSWORD_KEY)[slug] ?? null,
  set: (slug: string, password: string) => writeMap("session", OWNER_PASSWORD_KEY, slug, password),
  remove: (slug: string) => writeMap("session", OWNER_PASSWORD_KEY, slug, null),
};

/** What a guest's device remembers of them for one list, once they reserved there. */
export type RememberedGuest = {
  /** The name typed (name mode), or "". */
  name: string;
  /** The icon chosen (icon mode), or null. */
  icon: string | null;
  /** The reservation password, as typed: it stays on this device (decision 042). */
  password: string;
  /** The address given for news of the wishes (decision 081), or "": the next reservation gives it too. */
  email: string;
  /** Ids of the reservations made here with this password, newest last. */
  reservations: string[];
};

/** Enough for the reservations of a full list several times over; the oldest are dropped first. */
const MAX_REMEMBERED_RESERVATIONS = 500;

function asGuest(value: unknown): RememberedGuest | null {
  if (!value || typeof value !== "object") return null;
  const { name, icon, password, email, reservations } = value as Record<string, unknown>;
  if (typeof password !== "string" || !password) return null;
  return {
    name: typeof name === "string" ? name : "",
    icon: typeof icon === "string" ? icon : null,
    password,
    email: typeof email === "string" ? email : "",
    reservations: Array.isArray(reservations) ? reservations.filter((id) => typeof id === "string") : [],
  };
}

export const rememberedGuests = {
  /** The stored text, so that a reader can tell cheaply whether anything changed. */
  raw: (): string | null => readRaw("local", GUEST_KEY),
  get: (slug: string, raw = readRaw("local", GUEST_KEY)): RememberedGuest | null =>
    asGuest(readMap<unknown>("local", GUEST_KEY, raw)[slug]),
  set: (slug: string, guest: RememberedGuest) =>
    writeMap("local", GUEST_KEY, slug, {
      ...guest,
      reservations: guest.reservations.slice(-MAX_REMEMBERED_RESERVATIONS),
    }),
  remove: (slug: string) => writeMap("local", GUEST_KEY, slug, null),
};

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
 * reservation form starts with it (docs/decisions/077-draws.md).
 */
export const GIVER_KEY = "wunschliste.giver";

let giverCache: { raw: string | null; map: Record<string, unknown> } | null = null;

export const giverNames = {
  /** Read by every open reservation form of a list: parsed once per stored text. */
  get: (listSlug: string): string | null => {
    const raw = readRaw("local", GIVER_KEY);
    if (giverCache?.raw !== raw) giverCache = { raw, map: readMap<unknown>("local", GIVER_KEY, raw) };
    const name = giverCache.map[listSlug];
    return typeof name === "string" ? name : null;
  },
  set: (listSlug: string, name: string) => writeMap("local", GIVER_KEY, listSlug, name),
};

/** One text kept in this tab's sessionStorage; nothing when storage is disabled. */
function sessionText(key: string) {
  return {
    get: (): string | null => {
      try {
        return area("session")?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: (value: string) => {
      try {
        area("session")?.setItem(key, value);
      } catch {
        // storage disabled: the value simply is not remembered
      }
    },
    clear: () => {
      try {
        area("session")?.removeItem(key);
      } catch {
        // nothing to clear
      }
    },
  };
}

/**
 * The admin view's token (docs/decisions/128-the-admin-view.md): in this tab's sessionStorage only,
 * gone when the tab closes; sent as a header, never in an address.
 */
export const ADMIN_TOKEN_KEY = "wunschliste.admin_token";
export const adminTokens = sessionText(ADMIN_TOKEN_KEY);

/** The title of a list this tab just deleted, for the start screen's message (sessionStorage). */
export const DELETED_LIST_KEY = "wunschliste.deleted_list";
export const deletedListNotice = sessionText(DELETED_LIST_KEY);

/**
 * The shop page the bookmarklet sent, from the share screen to the list's new-wish form in the
 * same tab (sessionStorage), taken out once its preview is asked for (decision 072).
 */
export const SENT_PAGE_KEY = "wunschliste.sent_page";

export const sentPages = {
  keep: (page: SentPage) => {
    try {
      area("session")?.setItem(SENT_PAGE_KEY, JSON.stringify({ wunschliste: SENT_PAGE_KIND, ...page }));
    } catch {
      // quota or disabled storage: the preview reads the address instead
    }
  },
  /** The page kept for `url`, taken out of storage (it is read once), or null. */
  take: (url: string): string | null => {
    const raw = readRaw("session", SENT_PAGE_KEY);
    if (raw === null) return null;
    try {
      area("session")?.removeItem(SENT_PAGE_KEY);
    } catch {
      // nothing to remove
    }
    try {
      const page = sentPageFrom(JSON.parse(raw));
      return page?.url === url ? page.html : null;
    } catch {
      return null;
    }
  },
};

/** Everything this device keeps for one list (owner token, owner password, guest): after the list was deleted. */
export function forgetOwnedList(slug: string): void {
  editTokens.remove(slug);
  ownerPasswords.remove(slug);
  rememberedGuests.remove(slug);
}
