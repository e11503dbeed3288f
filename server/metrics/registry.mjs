// The process's one Prometheus registry (docs/decisions/056-metrics.md). The server
// (server/main.mjs) creates it before Next loads, when METRICS_TOKEN is set, and keeps it as
// `metrics` among the process's shared objects (../shared.mjs); the app's modules (bundled by
// Next, perhaps once per route) reach it through lib/server/metrics.ts, which never imports
// prom-client. So every counter lives once per process,
// whichever bundle counts, and a process without METRICS_TOKEN counts nothing at all.
import client from "prom-client";
import { shared } from "../shared.mjs";

/** Seconds: from a cached page (~1 ms) to a slow import or a hash queue under a login storm. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * @typedef {{ name: string, help: string, read: () => number | Promise<number> }} GaugeSource
 * A number that is read when Prometheus scrapes (a queue's length, a pool's busy connections).
 */

/**
 * @typedef {object} Metrics
 * @property {import("prom-client").Registry} registry
 * @property {(route: string, statusClass: string, seconds: number) => void} observeRequest
 * @property {(result: "hit" | "miss") => void} countPageCache
 * @property {(result: "hit" | "miss") => void} countListAnswerCache
 * @property {(kind: string) => void} countRateLimitRefusal
 * @property {(outcome: string) => void} countOutboundFetch
 * @property {(outcome: "sent" | "retried" | "failed") => void} countMail
 * @property {(seconds: number) => void} observeHashWait
 * @property {(outcome: { lists: number, draws: number, told: number }) => void} countRetention
 * @property {(what: "upload" | "list_import" | "address") => void} countQuotaRefusal
 * @property {(source: GaugeSource) => void} registerGauge
 */

/** @returns {Metrics} */
function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({
    name: "wunschliste_http_requests_total",
    help: "Requests answered, by route name and status class (499: the client hung up first)",
    labelNames: ["route", "status_class"],
    registers: [registry],
  });
  const durations = new client.Histogram({
    name: "wunschliste_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route name and status class",
    labelNames: ["route", "status_class"],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCache = new client.Counter({
    name: "wunschliste_page_cache_lookups_total",
    help: "List pages asked of the page cache: hit (answered from memory) or miss (rendered)",
    labelNames: ["result"],
    registers: [registry],
  });
  const listAnswerCache = new client.Counter({
    name: "wunschliste_list_answer_cache_lookups_total",
    help: "Visitors' list_get answers asked of the answer cache: hit (answered from memory) or miss (by the route)",
    labelNames: ["result"],
    registers: [registry],
  });
  const refusals = new client.Counter({
    name: "wunschliste_rate_limit_refusals_total",
    help: "Requests refused by a rate limit (429), by the limit's kind",
    labelNames: ["kind"],
    registers: [registry],
  });
  const outbound = new client.Counter({
    name: "wunschliste_outbound_fetches_total",
    help: "Fetches from other servers (shop-link previews), by outcome: ok or why they gave up",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const mails = new client.Counter({
    name: "wunschliste_mails_total",
    help: "Mails of the outbox: sent (the SMTP server took it), retried (a try failed, another follows) or failed (given up)",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const retention = new client.Counter({
    name: "wunschliste_retention_total",
    help: "What RETENTION_DAYS' sweeps did: sweeps run, lists and draws deleted, owners told of a coming deletion",
    labelNames: ["what"],
    registers: [registry],
  });
  const quotaRefusals = new client.Counter({
    name: "wunschliste_picture_quota_refusals_total",
    help: "Pictures refused by PICTURES_MAX_TOTAL_MB (storage_quota), by what brought them: an upload, a list file or a picture's address",
    labelNames: ["what"],
    registers: [registry],
  });
  // both series from the start, so an alert on their rate has a 0 to compare with
  for (const what of ["upload", "list_import", "address"]) quotaRefusals.inc({ what }, 0);
  const hashWait = new client.Histogram({
    name: "wunschliste_password_hash_wait_seconds",
    help: "How long a password hash waited in line before it ran",
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  /** @type {Map<string, GaugeSource>} */
  const sources = new Map();

  return {
    registry,
    observeRequest(route, statusClass, seconds) {
      requests.inc({ route, status_class: statusClass });
      durations.observe({ route, status_class: statusClass }, seconds);
    },
    countPageCache: (result) => pageCache.inc({ result }),
    countListAnswerCache: (result) => listAnswerCache.inc({ result }),
    countRateLimitRefusal: (kind) => refusals.inc({ kind }),
    countOutboundFetch: (outcome) => outbound.inc({ outcome }),
    countMail: (outcome) => mails.inc({ outcome }),
    observeHashWait: (seconds) => hashWait.observe(seconds),
    countRetention: ({ lists, draws, told }) => {
      retention.inc({ what: "sweep" });
      retention.inc({ what: "list_deleted" }, lists);
      retention.inc({ what: "draw_deleted" }, draws);
      retention.inc({ what: "owner_told" }, told);
    },
    countQuotaRefusal: (what) => quotaRefusals.inc({ what }),
    registerGauge(source) {
      // A second registration of a name (another bundle's copy of the same module) replaces
      // what is read, so a gauge stays one series however often its module is loaded.
      const known = sources.has(source.name);
      sources.set(source.name, source);
      if (known) return;
      new client.Gauge({
        name: source.name,
        help: source.help,
        registers: [registry],
        collect() {
          // one that counts in the database is waited for, so a scrape answers the count as of now;
          // a source that cannot tell right now (the database away) keeps what it last said rather
          // than failing the scrape or dropping to 0, which would read as "no pictures" and end a
          // quota's alert for the outage's length; wunschliste_database_unavailable says why (decision 232)
          try {
            const value = sources.get(source.name)?.read() ?? 0;
            if (typeof value === "number") this.set(value);
            else
              return value.then(
                (counted) => this.set(counted),
                () => {},
              );
          } catch {
            // kept as it was
          }
        },
      });
    },
  };
}

/**
 * The process's metrics, created on the first call (server/main.mjs, at start, when METRICS_TOKEN is
 * set); the same object on every later call.
 * @returns {Metrics}
 */
export function enableMetrics() {
  return shared("metrics", createMetrics);
}

/** The content type of the text format `registry.metrics()` writes. */
export const METRICS_CONTENT_TYPE = client.Registry.PROMETHEUS_CONTENT_TYPE;
