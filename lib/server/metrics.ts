import "server-only";
import { sharedObjects } from "../../server/shared.mjs";
import type { GaugeSource } from "../../server/metrics/registry.mjs";

// The app's side of the metrics (docs/decisions/056-metrics.md): every function here counts into
// the registry the server (server/main.mjs) made for the process, and does nothing when there is
// none (METRICS_TOKEN unset, or the app run without the server). Nothing here imports prom-client, so
// Next bundles no second copy of it, and every bundle counts into the same series.

const current = () => sharedObjects().metrics;

/** Kinds a rate-limit refusal is counted under: the limit buckets and the live-stream caps. */
export type RefusalKind =
  | "owner-login"
  | "account-login"
  | "draw-login"
  | "draw-run"
  | "draw-run-address"
  | "unreserve"
  | "list-create"
  | "reservation"
  | "item-create"
  | "suggestion"
  | "question"
  | "qr"
  | "failed-import"
  | "preview-list"
  | "preview-address"
  | "mail-confirmation-address"
  | "mail-confirmation-list-address"
  | "mail-confirmation-list"
  | "mail-confirmation-day"
  | "mail-confirmation-sender"
  | "mail-link-address"
  | "owner-invite-accept"
  | "picture"
  | "review-picture"
  | "admin"
  | "report"
  | "report-address"
  | "live-streams";

export function countRateLimitRefusal(kind: RefusalKind): void {
  current()?.countRateLimitRefusal(kind);
}

/** `outcome`: "ok", or the reason an outbound fetch gave up (OutboundFailure). */
export function countOutboundFetch(outcome: string): void {
  current()?.countOutboundFetch(outcome);
}

/** A mail the worker handed to the SMTP server (`sent`), will try again (`retried`) or gave up (`failed`). */
export function countMail(outcome: "sent" | "retried" | "failed"): void {
  current()?.countMail(outcome);
}

export function observeHashWait(seconds: number): void {
  current()?.observeHashWait(seconds);
}

/**
 * A gauge read at every scrape: how a queue or pool reports its size. Name it
 * `wunschliste_<what>` in snake case (Prometheus' rules: [a-z_]); registering a name again replaces
 * what it reads (a module loaded by several bundles), so it stays one series. Example, for a queue:
 *
 *   registerGauge({ name: "wunschliste_picture_queue_length", help: "Pictures waiting", read: () => waiting.length });
 */
export function registerGauge(source: GaugeSource): void {
  current()?.registerGauge(source);
}

/** What one retention sweep did (docs/decisions/131-retention.md). */
export function countRetention(outcome: { lists: number; draws: number; told: number }): void {
  current()?.countRetention(outcome);
}

/**
 * A picture refused by PICTURES_MAX_TOTAL_MB (decision 235): an upload's or a list file's 507
 * `storage_quota`, or one fetched from its address and not kept (decision 240).
 */
export function countQuotaRefusal(what: "upload" | "list_import" | "address"): void {
  current()?.countQuotaRefusal(what);
}
