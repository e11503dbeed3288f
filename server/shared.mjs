// The objects there is one of per process (docs/decisions/091-the-server-folder.md). Next bundles
// a module once per route, so a module-level `const` is one per bundle, not one per process: a
// rate limit, a queue or a database pool made that way would exist once per route. What must be
// one per process is kept here instead, under one Symbol.for key on globalThis that every bundle
// and the server itself (server/main.mjs, outside Next) find. Each name, its type and its owner
// are listed below: the one place to look for what the process shares.
//
// The domain's own objects keep their precise types at their owner: `shared()` returns what the
// owner made, and the entries below only say what the server needs of them (to close, to count).

/**
 * @typedef {object} SharedObjects
 *
 * Set and read by the server (server/main.mjs):
 * @property {string} [migratedAtStart] The database URL this process migrated before the server was imported (./migrations.mjs migrateOrExit), so that server/main.mjs does not migrate it again.
 * @property {boolean} [draining] Set as the drain begins; the health endpoint's readiness answer is 503 (decision 058).
 * @property {import("./metrics/registry.mjs").Metrics} [metrics] Made by the server with METRICS_TOKEN (./metrics/registry.mjs); the app counts into it (lib/server/metrics.ts).
 * @property {import("./log.mjs").Logger} [logger] The process's logger (./log.mjs), one format for every bundle.
 * @property {ReturnType<typeof import("../lib/config/env.mjs").loadConfig>} [config] The configuration the server read and checked (lib/config/env.mjs); the app's lib/server/config.ts takes it instead of reading the environment again (decision 146).
 * @property {import("./http/page-capture.mjs").PageCacheLookup} [pageCache] Made by instrumentation.ts, asked by the server before Next (decision 033).
 * @property {import("../lib/server/list-answer-cache.ts").ListAnswerCache} [listAnswerCache] Made by instrumentation.ts, asked by the server before Next (decision 134).
 *
 * Made by the domain, closed by the server at shutdown:
 * @property {{ readonly size: number, closeAll(): Promise<number> }} [liveHub] lib/server/live/hub.ts: the open live-update streams.
 * @property {{ stop(waitMs?: number): Promise<void> }} [mailWorker] features/mail/worker.ts: the sender of mails.
 * @property {{ $disconnect(): Promise<void> }} [database] lib/server/db/client.ts: the one Prisma client.
 * @property {{ close(): Promise<void> }} [databaseReader] lib/server/db/client.ts: its raw reader.
 *
 * The domain's own, shared only between its bundles:
 * @property {object} [limitStore] lib/server/limits/index.ts: where every rate limit counts.
 * @property {object} [limitSweeps] lib/server/limits/index.ts: the timer that sweeps ended windows.
 * @property {object} [mailForgetting] features/mail/forget.ts: without mail, the timer that forgets unused addresses.
 * @property {object} [hashQueue] lib/server/passwords.ts: password hashes waiting their turn.
 * @property {object} [hashWorkers] lib/server/passwords.ts: the hashing threads.
 * @property {object} [drawThreads] features/draws/assign-threads.ts: the threads draws run on.
 * @property {object} [drawGate] features/draws/assign-threads.ts: how many draws run at once.
 * @property {object} [pictureQueue] features/pictures/process.ts: one picture decoded at a time.
 * @property {object} [wishFilling] features/wish-import/filling.ts: the filling of link-only wishes.
 * @property {object} [pictureBytes] features/pictures/quota.ts: the pictures' bytes as last counted.
 * @property {object} [databaseFault] lib/server/db/fault-watch.ts: the fault going on, if any.
 * @property {object} [liveListener] lib/server/live/stream.ts: PostgreSQL's one LISTEN client.
 * @property {object} [ownVersions] lib/server/live/own-versions.ts: the versions the request being answered made.
 */

const KEY = Symbol.for("wunschliste.shared");

/**
 * The process's table of shared objects, made on first use.
 * @returns {SharedObjects}
 */
export function sharedObjects() {
  const holder = /** @type {Record<symbol, SharedObjects | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (holder[KEY] ??= {});
}

/**
 * The process's object `name`: the one some bundle made already, else the one `make` makes now.
 * @template {keyof SharedObjects} Name
 * @template {NonNullable<SharedObjects[Name]>} Made
 * @param {Name} name
 * @param {() => Made} make
 * @returns {Made}
 */
export function shared(name, make) {
  const objects = sharedObjects();
  objects[name] ??= make();
  return /** @type {Made} */ (objects[name]);
}
