// The one configuration module: every environment variable the app, its server and its scripts
// read is declared, validated and documented here (README "Configuration" mirrors this list).
// Plain ESM JavaScript so that server/ and scripts/ can import it without a build step;
// lib/server/config.ts re-exports it, typed, for the app. Types come from the zod schema itself.
import os from "node:os";
import { z } from "zod";
import {
  adminToken,
  databaseUrl,
  flag,
  hostList,
  logFormat,
  mailFrom,
  operatorContact,
  metricsToken,
  publicBaseUrl,
  smtpUrl,
  unsetIfBlank,
  wholeNumber,
} from "./env-fields.mjs";
import { ConfigError, resolveDatabaseUrl } from "./database-url.mjs";
import { adminSetting, crossFieldProblems, keptCommentHint, settingNotes, shownSetting } from "./setting-notes.mjs";

export { ConfigError, DEFAULT_DATABASE_URL, describeDatabase, resolveDatabaseUrl } from "./database-url.mjs";
export { ADMIN_TOKEN_MIN_LENGTH, adminSetting, retiredSettingNotes } from "./setting-notes.mjs";

/** @param {number} max @param {number} windowSeconds */
const limit = (max, windowSeconds) => ({ max, windowSeconds });

/** Every variable, its rule and its default. */
const buildEnvSchema = () =>
  z.object({
    PORT: wholeNumber(1, 65535),
    HOST: z.preprocess(unsetIfBlank, z.string().trim().optional()),
    DATABASE_URL: databaseUrl(),
    DATABASE_POOL_SIZE: wholeNumber(1, 1000),
    PUBLIC_BASE_URL: publicBaseUrl(),
    TRUST_PROXY: wholeNumber(0, 10),
    SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 3600),
    BODY_TIMEOUT_SECONDS: wholeNumber(1, 3600),
    REQUEST_LOG: flag(),
    LOG_FORMAT: logFormat(),
    RATE_LIMIT_LOGIN_FAILURES: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_ACCOUNT_LOGIN_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_DRAW_LOGIN_FAILURES: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_DRAW_LOGIN_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_DRAW_RUNS: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_DRAW_RUNS_PER_ADDRESS: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_DRAW_RUNS_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_UNRESERVE_FAILURES: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_UNRESERVE_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_CREATES: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_CREATES_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_RESERVATIONS: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_RESERVATIONS_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_ITEM_CREATES: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_ITEM_CREATES_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_SUGGESTIONS: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_QUESTIONS: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_QR: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_QR_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_FAILED_IMPORTS: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_FAILED_IMPORTS_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_PREVIEWS_PER_LIST: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_PREVIEWS_PER_LIST_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_PREVIEWS_PER_ADDRESS: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_PREVIEWS_PER_ADDRESS_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    RATE_LIMIT_PICTURES: wholeNumber(1, 1_000_000_000),
    RATE_LIMIT_PICTURES_WINDOW_SECONDS: wholeNumber(1, 31_536_000),
    OUTBOUND_ALLOW_HOSTS: hostList(),
    MAX_ITEMS_PER_LIST: wholeNumber(1, 100_000),
    PASSWORD_HASH_CONCURRENCY: wholeNumber(1, 64),
    TEST_CHEAP_PASSWORD_HASHES: flag(),
    HEAP_GROWTH_PERCENT: wholeNumber(0, 400),
    LOGIN_THREAD: flag(),
    LIVE_STREAMS_PER_ADDRESS: wholeNumber(1, 100_000),
    LIVE_STREAMS_TOTAL: wholeNumber(1, 1_000_000),
    LIVE_HEARTBEAT_SECONDS: wholeNumber(1, 300),
    METRICS_TOKEN: metricsToken(),
    SMTP_URL: smtpUrl(),
    MAIL_FROM: mailFrom(),
    MAIL_DIGEST_SECONDS: wholeNumber(1, 604_800),
    MAIL_CONFIRMATIONS_PER_LIST: wholeNumber(1, 1_000_000),
    MAIL_CONFIRMATIONS_PER_DAY: wholeNumber(1, 10_000_000),
    RETENTION_DAYS: wholeNumber(30, 36_500),
    OPERATOR_CONTACT: operatorContact(),
    ADMIN_TOKEN: adminToken(),
    RATE_LIMIT_ADMIN_FAILURES: wholeNumber(1, 1_000_000_000),
    PICTURES_MAX_TOTAL_MB: wholeNumber(1, 100_000_000),
  });

/** @type {ReturnType<typeof buildEnvSchema> | undefined} */
let builtEnvSchema;
/** The schema of every variable, built once, on first use (lib/config/env-fields.mjs says why). */
export const envSchema = () => (builtEnvSchema ??= buildEnvSchema());

/**
 * Reads and validates the environment; throws a ConfigError naming every bad variable.
 * @param {Record<string, string | undefined>} source
 * @param {string} root the project folder, for relative SQLite paths
 */
export function loadConfig(source = process.env, root = process.cwd()) {
  const parsed = envSchema().safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${shownSetting(name, source[name])}: ${issue.message}${keptCommentHint(source[name])}`;
    });
    throw new ConfigError(`invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const env = parsed.data;
  const problems = crossFieldProblems(env);
  if (problems.length > 0) throw new ConfigError(`invalid configuration:\n  ${problems.join("\n  ")}`);
  return {
    port: env.PORT ?? 3000,
    host: env.HOST ?? "0.0.0.0",
    database: resolveDatabaseUrl(env.DATABASE_URL, root),
    /** PostgreSQL connections this instance keeps at most (SQLite: one file, no pool). */
    databasePoolSize: env.DATABASE_POOL_SIZE ?? 10,
    /** Origin (and optional path prefix, never /web/) for share links and QR codes; null: from the request. */
    publicBaseUrl: env.PUBLIC_BASE_URL ?? null,
    /** Reverse-proxy hops whose X-Forwarded-For entries are trusted (0: use the socket address). */
    trustProxyHops: env.TRUST_PROXY ?? 0,
    /** How long in-flight requests may run on after SIGTERM/SIGINT before the process exits. */
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS ?? 10,
    /** One line per request on stdout. */
    requestLog: env.REQUEST_LOG ?? true,
    /** How the log is written: today's text lines, or one JSON object a line (server/log.mjs). */
    logFormat: env.LOG_FORMAT ?? "text",
    /** How long a request's headers and body may take to arrive; then 408 (docs/decisions/038-request-edges.md). */
    bodyTimeoutSeconds: env.BODY_TIMEOUT_SECONDS ?? 30,
    maxBodyBytes: 32 * 1024,
    limits: {
      /** Failed owner logins (and wrong current passwords on a password change), per list + address. */
      ownerLoginFailures: limit(env.RATE_LIMIT_LOGIN_FAILURES ?? 10, env.RATE_LIMIT_LOGIN_WINDOW_SECONDS ?? 15 * 60),
      /**
       * Failed logins per list, draw organizer or draw person over all addresses: guesses spread over
       * many addresses of one network (docs/decisions/095-guesses-from-many-addresses.md).
       */
      accountLoginFailures: limit(
        env.RATE_LIMIT_ACCOUNT_LOGIN_FAILURES ?? 30,
        env.RATE_LIMIT_ACCOUNT_LOGIN_WINDOW_SECONDS ?? 60 * 60,
      ),
      /** Failed logins of all the people of one draw together, over all addresses. */
      drawLoginFailures: limit(
        env.RATE_LIMIT_DRAW_LOGIN_FAILURES ?? 100,
        env.RATE_LIMIT_DRAW_LOGIN_WINDOW_SECONDS ?? 60 * 60,
      ),
      /** Draws and redraws per draw (each one is CPU work: docs/decisions/094-a-draw-that-tells-nothing.md). */
      drawRuns: limit(env.RATE_LIMIT_DRAW_RUNS ?? 20, env.RATE_LIMIT_DRAW_RUNS_WINDOW_SECONDS ?? 60 * 60),
      /** Draws and redraws per address, over all draws. */
      drawRunsPerAddress: limit(
        env.RATE_LIMIT_DRAW_RUNS_PER_ADDRESS ?? 100,
        env.RATE_LIMIT_DRAW_RUNS_WINDOW_SECONDS ?? 60 * 60,
      ),
      /** Failed releases (wrong password or token), per list + address. */
      unreserveFailures: limit(
        env.RATE_LIMIT_UNRESERVE_FAILURES ?? 10,
        env.RATE_LIMIT_UNRESERVE_WINDOW_SECONDS ?? 15 * 60,
      ),
      /** New lists per address. */
      listCreates: limit(env.RATE_LIMIT_CREATES ?? 60, env.RATE_LIMIT_CREATES_WINDOW_SECONDS ?? 60 * 60),
      /** Reserve and release attempts per address (each one hashes a password). */
      reservationAttempts: limit(env.RATE_LIMIT_RESERVATIONS ?? 120, env.RATE_LIMIT_RESERVATIONS_WINDOW_SECONDS ?? 60),
      /** New items per list. */
      itemCreates: limit(env.RATE_LIMIT_ITEM_CREATES ?? 60, env.RATE_LIMIT_ITEM_CREATES_WINDOW_SECONDS ?? 60),
      /** A giver's secret suggestions and their changes, per list + address and hour (decision 115). */
      suggestions: limit(env.RATE_LIMIT_SUGGESTIONS ?? 10, 60 * 60),
      /** Questions on a list's wishes, per list + address and hour (decision 116). */
      questions: limit(env.RATE_LIMIT_QUESTIONS ?? 10, 60 * 60),
      /** QR codes drawn by the server per address (a page needs one or two, only when its canvas fails). */
      qrRenders: limit(env.RATE_LIMIT_QR ?? 60, env.RATE_LIMIT_QR_WINDOW_SECONDS ?? 60),
      /** Imports that made no list (a bad or oversized document), per address. */
      failedImports: limit(
        env.RATE_LIMIT_FAILED_IMPORTS ?? 10,
        env.RATE_LIMIT_FAILED_IMPORTS_WINDOW_SECONDS ?? 15 * 60,
      ),
      /** Shop-link previews per list (each one fetches a page from another server). */
      previewsPerList: limit(
        env.RATE_LIMIT_PREVIEWS_PER_LIST ?? 30,
        env.RATE_LIMIT_PREVIEWS_PER_LIST_WINDOW_SECONDS ?? 60,
      ),
      /** Shop-link previews per address, over all lists. */
      previewsPerAddress: limit(
        env.RATE_LIMIT_PREVIEWS_PER_ADDRESS ?? 60,
        env.RATE_LIMIT_PREVIEWS_PER_ADDRESS_WINDOW_SECONDS ?? 60,
      ),
      /**
       * Pictures per address — uploaded, fetched from a link, or in an import (each picture and
       * each picture address of the file) — so that one address cannot keep the picture queue
       * busy; 500, so that a list of the most items with pictures still imports (decision 073).
       */
      pictures: limit(env.RATE_LIMIT_PICTURES ?? 500, env.RATE_LIMIT_PICTURES_WINDOW_SECONDS ?? 60 * 60),
      /** Confirmation mails one list or draw sends a day, to any addresses (decision 098). */
      mailConfirmationsPerList: limit(env.MAIL_CONFIRMATIONS_PER_LIST ?? 50, 24 * 60 * 60),
      /** Confirmation mails the whole server sends a day: the outbox stays bounded (decision 098). */
      mailConfirmationsPerDay: limit(env.MAIL_CONFIRMATIONS_PER_DAY ?? 500, 24 * 60 * 60),
      /** Wrong admin tokens per address (decision 128); a right one is given back. */
      adminFailures: limit(env.RATE_LIMIT_ADMIN_FAILURES ?? 10, 15 * 60),
    },
    /** Password hashes at once; the default leaves one core for reads. */
    passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, os.availableParallelism() - 1),
    /**
     * Test servers only: argon2id at the least cost argon2 allows instead of OWASP's minimum
     * (lib/server/argon2-cost.mjs, docs/decisions/159-cheap-hashes-in-test-servers.md).
     */
    testCheapPasswordHashes: env.TEST_CHEAP_PASSWORD_HASHES ?? false,
    /**
     * How far V8 lets the JavaScript heap grow past what survived its last full collection, in
     * percent; 0 leaves it to V8, which grows it up to 4 × while collecting is cheap: ~570 MiB
     * resident under load instead of ~290 MiB at 50 (docs/decisions/034-bounded-heap-growth.md).
     */
    heapGrowthPercent: env.HEAP_GROWTH_PERCENT ?? 50,
    /** Logins in a crowd in a process of their own (~150–175 MiB while they come; decisions 191, 209). The name is the first design's. */
    loginThread: env.LOGIN_THREAD ?? true,
    /** Items one list may hold. */
    maxItemsPerList: env.MAX_ITEMS_PER_LIST ?? 500,
    /** Live list updates (docs/decisions/029-live-list.md): open event streams and their heartbeat. */
    live: {
      /** Streams one client address may hold open at once (one per open tab of a list). */
      streamsPerAddress: env.LIVE_STREAMS_PER_ADDRESS ?? 20,
      /** Streams this instance holds open at once, over all clients. */
      streamsTotal: env.LIVE_STREAMS_TOTAL ?? 2000,
      /** Seconds between comment lines on an idle stream, so proxies do not close it. */
      heartbeatSeconds: env.LIVE_HEARTBEAT_SECONDS ?? 20,
    },
    /** Private hosts (names or addresses, as written in a URL) outbound fetches may reach anyway. */
    outboundAllowHosts: env.OUTBOUND_ALLOW_HOSTS ?? [],
    /** The admin view (decision 128): `X-Admin-Token` must equal `token`; null: every admin path is a 404. */
    admin: adminSetting(env.ADMIN_TOKEN),
    /** The most bytes all kept pictures may take together (decision 130); null: no quota. */
    picturesMaxTotalBytes: env.PICTURES_MAX_TOTAL_MB ? env.PICTURES_MAX_TOTAL_MB * 1024 * 1024 : null,
    /** GET /metrics needs `Authorization: Bearer <this>`; null: metrics off (nothing counted, 404). */
    metricsToken: env.METRICS_TOKEN ?? null,
    /**
     * Mail (docs/decisions/081-mail.md); null without SMTP_URL: then nothing about mail exists,
     * no field, no route, no worker.
     */
    mail: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          from: /** @type {string} */ (env.MAIL_FROM),
          /** Changes within this many seconds go out as one mail. */
          digestSeconds: env.MAIL_DIGEST_SECONDS ?? 600,
        }
      : null,
    /**
     * Lists and draws whose event date and last change are both older than this many days are
     * deleted, after 14 days' notice (docs/decisions/131-retention.md); null: kept for good.
     */
    retentionDays: env.RETENTION_DAYS ?? null,
    /** Whom to ask about the data this instance keeps, shown on the privacy page; null: not shown. */
    operatorContact: env.OPERATOR_CONTACT ?? null,
  };
}

/**
 * The log format LOG_FORMAT asks for, read before the rest of the configuration (the server's
 * first lines, a configuration error among them, are written in it); one it does not know: text,
 * and loadConfig names the mistake.
 * @param {Record<string, string | undefined>} source
 * @returns {"text" | "json"}
 */
export const logFormatOf = (source) => logFormat().safeParse(source.LOG_FORMAT).data ?? "text";

/**
 * @typedef {object} ConfigReport Where an entry point's configuration notes go (server/log.mjs).
 * @property {(scope: string, message: string) => void} warn
 * @property {(scope: string, message: string) => void} error
 */

/** @type {ConfigReport} */
const consoleReport = {
  warn: (scope, message) => console.warn(`[${scope}] ${message}`),
  error: (scope, message) => console.error(`[${scope}] ${message}`),
};

/**
 * For entry points (server, scripts): the configuration, or one clear message on stderr and exit
 * code 1 — a supervisor must not restart a misconfigured server in a loop believing it stopped.
 * @param {Record<string, string | undefined>} source
 * @param {string} root
 * @param {ConfigReport} report
 */
export function loadConfigOrExit(source = process.env, root = process.cwd(), report = consoleReport) {
  try {
    const config = loadConfig(source, root);
    for (const note of settingNotes(source, config, Object.keys(envSchema().shape))) report.warn("config", note);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    report.error("config", error.message);
    process.exit(1);
  }
}
