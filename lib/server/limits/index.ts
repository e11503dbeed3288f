import "server-only";
import { randomBytes } from "node:crypto";
import { AppError, isAppError, type ErrorCode } from "../../errors";
import { shared } from "../../../server/shared.mjs";
import { serverConfig } from "../config";
import { databaseProvider, db, rawReader } from "../db/client";
import { countRateLimitRefusal, type RefusalKind } from "../metrics";
import { DatabaseLimitStore, SWEEP_EVERY_MS } from "./database-store";
import { isRefusedAttempt, type LimitSetting, type LimitSlot, type LimitStore } from "./store";

export type { LimitSetting, LimitSlot, LimitStore };

// Every named limit of the app, each a bucket in one store. The store lives in the database, so
// several instances on one PostgreSQL server share their counts (docs/decisions/027-postgresql.md).

const store = shared("limitStore", () => new DatabaseLimitStore(db, databaseProvider, rawReader));

/**
 * Sweeps the windows that have ended now and then every minute, on this instance, whether or not
 * anyone is limited meanwhile: their keys hold client addresses, which the privacy page promises
 * to keep only for the limit's window (decision 212). Once per process (instrumentation.ts).
 */
export function startLimitSweeps(): void {
  shared("limitSweeps", () => {
    store.sweepNowAndThen();
    return setInterval(() => store.sweepNowAndThen(), SWEEP_EVERY_MS).unref();
  });
}

/**
 * One named limit. `refusal`: the code a full window is answered with, where a more telling one
 * than `too_many_attempts` fits (its Retry-After stays).
 */
function limit(bucket: Exclude<RefusalKind, "live-streams">, setting: LimitSetting, refusal?: ErrorCode) {
  /** A refusal of this limit, counted and in its own words; any other error as it is. */
  const refused = (error: unknown): never => {
    if (!isAppError(error) || error.code !== "too_many_attempts") throw error;
    countRateLimitRefusal(bucket);
    throw refusal ? new AppError(refusal, { retryAfterSeconds: error.retryAfterSeconds }) : error;
  };
  return {
    bucket,
    setting,
    refused,
    /** One attempt for `key`, or `weight` at once (all or none). */
    take: (key: string, weight = 1): Promise<LimitSlot> =>
      store.take(bucket, key, setting, undefined, weight).catch(refused),
  };
}

const { limits: settings } = serverConfig;
const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;

export const limits = {
  /** Failed owner logins (and wrong current passwords on a password change), per list + address. */
  ownerLoginFailures: limit("owner-login", settings.ownerLoginFailures),
  /** Failed logins per list, draw organizer or draw person, over all addresses (decision 095). */
  accountLoginFailures: limit("account-login", settings.accountLoginFailures),
  /** Failed logins of the people of one draw together, over all addresses. */
  drawLoginFailures: limit("draw-login", settings.drawLoginFailures),
  /** Draws and redraws per draw (decision 094). */
  drawRuns: limit("draw-run", settings.drawRuns),
  /** Draws and redraws per address, over all draws. */
  drawRunsPerAddress: limit("draw-run-address", settings.drawRunsPerAddress),
  /** Failed releases, per list + address. */
  unreserveFailures: limit("unreserve", settings.unreserveFailures),
  /** New lists (and imports) per address; failed creates are given back. */
  listCreates: limit("list-create", settings.listCreates),
  /** Reserve and release attempts per address (each one hashes a password). */
  reservationAttempts: limit("reservation", settings.reservationAttempts),
  /** New items per list. */
  itemCreates: limit("item-create", settings.itemCreates),
  /** A giver's secret suggestions and their changes, per list + address (decision 115). */
  suggestions: limit("suggestion", settings.suggestions),
  /** Questions on a list's wishes, per list + address (decision 116). */
  questions: limit("question", settings.questions),
  /** Fallback QR codes drawn per address (cached answers and 304s do not count). */
  qrRenders: limit("qr", settings.qrRenders),
  /** Imports that made no list, per address; a successful import is given back. */
  failedImports: limit("failed-import", settings.failedImports),
  /** Shop-link previews per list (each one fetches a page from another server). */
  previewsPerList: limit("preview-list", settings.previewsPerList),
  /** Shop-link previews per address, over all lists. */
  previewsPerAddress: limit("preview-address", settings.previewsPerAddress),
  /**
   * Confirmation mails to one mailbox (keyed by its hash, features/mail/shared/mail.ts's mailboxOf)
   * from one list or draw, so no other sender can spend them (decisions 081, 098).
   */
  mailConfirmationsPerListAddress: limit("mail-confirmation-list-address", { max: 3, windowSeconds: DAY }),
  /** Confirmation mails to one mailbox from all lists and draws together, so nobody is flooded. */
  mailConfirmationsPerAddress: limit("mail-confirmation-address", { max: 10, windowSeconds: DAY }),
  /** Confirmation mails one client address asks for, to any addresses. */
  mailConfirmationsPerSender: limit("mail-confirmation-sender", { max: 20, windowSeconds: DAY }),
  /** Confirmation mails one list or draw sends, to any addresses. */
  mailConfirmationsPerList: limit("mail-confirmation-list", settings.mailConfirmationsPerList),
  /** Confirmation mails of the whole server (one key), so the outbox stays bounded. */
  mailConfirmationsPerDay: limit("mail-confirmation-day", settings.mailConfirmationsPerDay),
  /** A draw's link mails per address (keyed by its hash), even to one that confirmed them (decision 089). */
  mailLinksPerAddress: limit("mail-link-address", { max: 10, windowSeconds: DAY }),
  /** Co-owner links opened per address (each one stores an edit token; decision 122). */
  ownerInviteAccepts: limit("owner-invite-accept", { max: 20, windowSeconds: DAY }),
  /** Pictures per address: uploaded, fetched, or in an import (decision 073). */
  pictures: limit("picture", settings.pictures, "too_many_pictures"),
  /**
   * Pictures shown in the review of wishes brought along (decision 144), per address and per list:
   * as many as the picture budget, but apart from it, so a long list seen in the review still imports.
   */
  reviewPictures: limit("review-picture", settings.pictures, "too_many_pictures"),
  /** Wrong admin tokens per address (decision 128); a right one is given back. */
  adminFailures: limit("admin", settings.adminFailures),
  /**
   * Reports per sender and list or draw (decision 129): one visitor cannot flood the admin's view.
   * Keyed by a code of the address, not the address, for an hour only (decision 215).
   */
  reportsPerTarget: limit("report", { max: 3, windowSeconds: HOUR }),
  /** Reports per sender over all lists and draws. */
  reportsPerAddress: limit("report-address", { max: 10, windowSeconds: HOUR }),
};

type Limiter = ReturnType<typeof limit>;

/** The longest window of any limit as configured: at most that long a client address stays in a key (the privacy page). */
export function longestLimitWindowSeconds(): number {
  return Math.max(...Object.values(limits).map(({ setting }) => setting.windowSeconds));
}

/**
 * One slot of each limit, all or none: when one refuses, the slots already taken are given back (a
 * refused attempt was never made). The slot answered gives them all back together (one statement).
 */
export async function takeEach(slots: [Limiter, string][]): Promise<LimitSlot> {
  try {
    return await store.takeEach(slots.map(([{ bucket, setting }, key]) => ({ bucket, key, setting })));
  } catch (error) {
    if (!isRefusedAttempt(error)) throw error;
    return slots[error.index]![0].refused(error.refusal);
  }
}

/**
 * The counts kept under an account's id (a list's, a draw's): its own and those per address
 * (`id|address`, as takePasswordAttempt keys them), which go when the account is deleted.
 */
export const limitCountsOf = (account: string) => ({
  OR: [{ key: account }, { key: { startsWith: `${account}|` } }],
});

/**
 * A slot for one password attempt, given back when it was right: per account and address, and per
 * account (and `groups`, such as all the people of a draw) over every address, so guesses spread
 * over one network's addresses are limited too (docs/decisions/095-guesses-from-many-addresses.md).
 */
export function takePasswordAttempt(
  account: string,
  clientAddress: string,
  groups: [Limiter, string][] = [],
): Promise<LimitSlot> {
  return takeEach([
    [limits.ownerLoginFailures, `${account}|${clientAddress}`],
    [limits.accountLoginFailures, account],
    ...groups,
  ]);
}

/** Runs `work` with one slot of `limiter` taken; the slot is given back when `work` throws. */
export async function countedUnlessFailed<T>(limiter: Limiter, key: string, work: () => Promise<T>): Promise<T> {
  const slot = await limiter.take(key);
  try {
    return await work();
  } catch (error) {
    await slot.giveBack();
    throw error;
  }
}

/**
 * Runs `work` with one slot of `limiter` taken, given back when `work` succeeds: a limit on failures
 * that counts each attempt before it is checked, so attempts sent at once cannot slip past it.
 */
export async function countedIfFailed<T>(limiter: Limiter, key: string, work: () => Promise<T>): Promise<T> {
  const slot = await limiter.take(key);
  const result = await work();
  await slot.giveBack();
  return result;
}

/**
 * A random key of 32 bytes (base64url) that every instance on the database shares until `expiresAt`
 * (ms), then forgotten with the limit windows (decision 218): made by the first instance that asks.
 */
export const sharedKeyUntil = (name: string, expiresAt: number): Promise<string> =>
  store.sharedValue(name, expiresAt, () => randomBytes(32).toString("base64url"));

/**
 * Claims background work for `windowSeconds` in the shared store, so of the instances on one
 * database one does it (docs/decisions/131-retention.md): the claim for the instance that got it,
 * null while it is taken. Work that fails gives its claim back, so that the next look (any
 * instance's) tries again instead of a window later. Not a refusal of anybody: nothing is counted
 * in the metrics.
 */
export async function claimTask(
  task: "retention-sweep" | "picture-backfill",
  windowSeconds: number,
  now = Date.now(),
): Promise<LimitSlot | null> {
  try {
    return await store.take("task", task, { max: 1, windowSeconds }, now);
  } catch (error) {
    if (isAppError(error) && error.code === "too_many_attempts") return null;
    throw error;
  }
}
