import "server-only";
import os from "node:os";
import { serverConfig } from "../../lib/server/config";
import { db } from "../../lib/server/db/client";
import { longestLimitWindowSeconds } from "../../lib/server/limits";

// Which instance answers the admin view, and the settings the instances do not share
// (docs/decisions/217-what-the-operator-trips-over-a-fourth-time.md): each instance writes its
// effective settings into InstanceSettings at its start and every few minutes; the overview shows
// the instances seen lately and names every setting whose value differs between them.

/** Host and port: unique per instance on one host (the units' port) and per container (its host name). */
export const INSTANCE_NAME = `${os.hostname()}:${serverConfig.port}`;
const BEAT_MS = 5 * 60_000;
/** Seen within this: an instance that serves; an older row is one stopped or gone (kept a day). */
const SEEN_LATELY_MS = 3 * BEAT_MS;
const FORGOTTEN_MS = 24 * 60 * 60_000;

export type InstanceSettingValues = Record<string, string | null>;

/**
 * The settings an admin sees or visitors meet, by their variable's name, as shown: null when unset,
 * SMTP_URL only as "set" (it holds a password).
 */
export function effectiveSettings(config = serverConfig): InstanceSettingValues {
  const shown = (value: number | string | null) => (value === null ? null : String(value));
  return {
    RETENTION_DAYS: shown(config.retentionDays),
    PICTURES_MAX_TOTAL_MB: shown(config.picturesMaxTotalBytes && config.picturesMaxTotalBytes / (1024 * 1024)),
    SMTP_URL: config.mail ? "set" : null,
    PUBLIC_BASE_URL: shown(config.publicBaseUrl),
    OPERATOR_CONTACT: shown(config.operatorContact),
    TEST_CHEAP_PASSWORD_HASHES: config.testCheapPasswordHashes ? "1" : null,
  };
}

/**
 * Kept in the row beside the settings, not one of them (rate limits may differ per instance, 217):
 * the longest window of this instance's limits, which the privacy page of every instance names (232).
 */
const LIMIT_WINDOW = "limitWindowSeconds";

/** A row's settings as shown, without what is kept beside them. */
function rowSettings(json: string): InstanceSettingValues {
  const { [LIMIT_WINDOW]: _window, ...settings } = JSON.parse(json) as InstanceSettingValues;
  return settings;
}

let startedAt = new Date();

/** This instance's row, written now; rows not seen for a day are removed. */
export async function recordInstance(now = new Date()): Promise<void> {
  const recorded = { ...effectiveSettings(), [LIMIT_WINDOW]: String(longestLimitWindowSeconds()) };
  const row = { settings: JSON.stringify(recorded), seenAt: now };
  await db.instanceSettings.upsert({
    where: { name: INSTANCE_NAME },
    create: { name: INSTANCE_NAME, startedAt, ...row },
    update: row,
  });
  await db.instanceSettings.deleteMany({ where: { seenAt: { lt: new Date(now.getTime() - FORGOTTEN_MS) } } });
}

/** At start and every 5 minutes; a failure (the database away) waits for the next beat. */
export function startInstanceRecords(started: Date): void {
  startedAt = started;
  const beat = () => void recordInstance().catch(() => {});
  beat();
  setInterval(beat, BEAT_MS).unref();
}

/** The instances seen lately (this one first) and the settings whose values differ between them. */
export async function instancesSeenLately(now = new Date()) {
  await recordInstance(now);
  const rows = await db.instanceSettings.findMany({
    where: { seenAt: { gte: new Date(now.getTime() - SEEN_LATELY_MS) } },
    orderBy: { name: "asc" },
  });
  const instances = rows
    .map((row) => ({
      name: row.name,
      started_at: row.startedAt.toISOString(),
      seen_at: row.seenAt.toISOString(),
      settings: rowSettings(row.settings),
    }))
    .sort((a, b) => Number(b.name === INSTANCE_NAME) - Number(a.name === INSTANCE_NAME));
  const names = [...new Set(instances.flatMap((instance) => Object.keys(instance.settings)))];
  const settingsDiffer = names.filter(
    (name) => new Set(instances.map((instance) => instance.settings[name] ?? null)).size > 1,
  );
  return { instance: INSTANCE_NAME, instances, settings_differ: settingsDiffer };
}

/**
 * RETENTION_DAYS for the whole install (docs/decisions/224-what-the-operator-trips-over-a-fifth-time.md):
 * the longest of the instances seen lately, this one included, and null (nothing deleted) while one
 * of them has it unset. What a visitor of any instance was told is kept is never deleted earlier.
 */
export type InstallRetention = { days: number | null; differs: boolean; values: string };

const RETENTION_MEMO_MS = 60_000;
let memo: { at: number; value: InstallRetention } | null = null;

/** Decides from the instances' RETENTION_DAYS values (null: unset); pure, for the tests too. */
export function longestRetention(values: (string | null)[]): Pick<InstallRetention, "days" | "differs"> {
  const differs = new Set(values).size > 1;
  if (values.some((value) => value === null)) return { days: null, differs };
  return { days: Math.max(...values.map(Number)), differs };
}

/** The install's retention now; `fresh` for the sweep, else a value at most a minute old. A database away falls back to this instance's own. */
export async function retentionOfInstall({ fresh = false, now = new Date() } = {}): Promise<InstallRetention> {
  if (!fresh && memo && now.getTime() - memo.at < RETENTION_MEMO_MS) return memo.value;
  const own = effectiveSettings().RETENTION_DAYS ?? null;
  const rows = await db.instanceSettings
    .findMany({
      where: { seenAt: { gte: new Date(now.getTime() - SEEN_LATELY_MS) }, name: { not: INSTANCE_NAME } },
      select: { name: true, settings: true },
    })
    .catch(() => []);
  const seen = [
    { name: INSTANCE_NAME, days: own },
    ...rows.map((row) => ({
      name: row.name,
      days: (JSON.parse(row.settings) as InstanceSettingValues).RETENTION_DAYS ?? null,
    })),
  ];
  const value = {
    ...longestRetention(seen.map(({ days }) => days)),
    values: seen.map(({ name, days }) => `${name}: ${days ?? "unset"}`).join(", "),
  };
  memo = { at: now.getTime(), value };
  return value;
}

let windowMemo: { at: number; seconds: number } | null = null;

/**
 * How long a client address may stay in a limit's key on this install, for the privacy page: the
 * longest limit window of this instance and of every instance with a row (seen within a day), as a
 * row keeps the window of the instance that wrote it, whichever instance sweeps it
 * (docs/decisions/232-what-the-operator-trips-over-a-sixth-time.md). At most a minute old; a database
 * away falls back to this instance's own.
 */
export async function limitWindowOfInstall(now = new Date()): Promise<number> {
  if (windowMemo && now.getTime() - windowMemo.at < RETENTION_MEMO_MS) return windowMemo.seconds;
  const rows = await db.instanceSettings.findMany({ select: { settings: true } }).catch(() => []);
  const windows = rows.map((row) => Number((JSON.parse(row.settings) as InstanceSettingValues)[LIMIT_WINDOW]));
  const seconds = Math.max(longestLimitWindowSeconds(), ...windows.filter((value) => Number.isFinite(value)));
  windowMemo = { at: now.getTime(), seconds };
  return seconds;
}
