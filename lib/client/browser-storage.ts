// What the browser keeps for a list (docs/api.md "Product": keys under "wunschliste."). Both values are maps by list
// slug, so an owner of several lists stays owner of each of them on one device
// (docs/decisions/006-browser-storage.md). A draw's tokens and givers are in draw-storage.ts, what
// one tab keeps (admin token, sent page, deleted list) in tab-storage.ts: the list page loads neither.
import { LOCALE_STORAGE_KEY } from "../locale";
import { readMap, readRaw, writeMap } from "./storage-areas";

export const EDIT_TOKEN_KEY = "wunschliste.edit_token";
/** A guest's name or icon, reservation password and reservations made here, per list (decision 042). */
export const GUEST_KEY = "wunschliste.guest";
/** Kept in sessionStorage only: needed for the created dialog's "include password" option. */
export const OWNER_PASSWORD_KEY = "wunschliste.owner_password";
export { LOCALE_STORAGE_KEY };

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

/**
 * Where a guest is remembered: on the device (decision 042), or, for a secret-santa giver on their
 * match's list, in this tab only — on a shared tablet "You're reserving as Thomas" and "Your
 * reservation" would tell the next person who drew whom (decision 229, as 228 did for the name).
 */
export type GuestMemory = "device" | "tab";

const guestEntry = (kind: "local" | "session", slug: string) => asGuest(readMap<unknown>(kind, GUEST_KEY)[slug]);

export const rememberedGuests = {
  /** Both stored texts as one, so that a reader can tell cheaply whether anything changed. */
  raw: (): string => `${readRaw("session", GUEST_KEY) ?? ""}\n${readRaw("local", GUEST_KEY) ?? ""}`,
  /** This tab's guest for the list first, then the device's. */
  get: (slug: string): RememberedGuest | null => guestEntry("session", slug) ?? guestEntry("local", slug),
  set: (slug: string, guest: RememberedGuest, memory: GuestMemory = "device") =>
    writeMap(memory === "tab" ? "session" : "local", GUEST_KEY, slug, {
      ...guest,
      reservations: guest.reservations.slice(-MAX_REMEMBERED_RESERVATIONS),
    }),
  remove: (slug: string) => {
    writeMap("local", GUEST_KEY, slug, null);
    writeMap("session", GUEST_KEY, slug, null);
  },
};

/** Everything this device keeps for one list (owner token, owner password, guest): after the list was deleted. */
export function forgetOwnedList(slug: string): void {
  editTokens.remove(slug);
  ownerPasswords.remove(slug);
  rememberedGuests.remove(slug);
}
