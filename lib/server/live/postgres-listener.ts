import "server-only";
import pg from "pg";
import { noteFaultOf } from "../db/fault-watch";
import type { ListHub } from "./hub";
import { logger } from "../../../server/log.mjs";

// Across instances on PostgreSQL (docs/decisions/029-live-list.md): a change sends
// `pg_notify(LIST_CHANGE_CHANNEL, '{"slug":…,"version":…}')` inside its transaction, so the note
// goes out exactly when the change commits, to every instance. Each process keeps one dedicated
// client LISTENing (not one of the pool's: a pooled connection is handed to other queries and
// would drop the LISTEN), started with the first stream, and reconnects with back-off on error.

export const LIST_CHANGE_CHANNEL = "wunschliste_list_changed";

/** The payload of a note: only what any visitor of the list can see. */
export function listChangeNote(slug: string, version: number): string {
  return JSON.stringify({ slug, version });
}

/** The note that a list was deleted: every instance ends its streams of it. */
export function listGoneNote(slug: string): string {
  return JSON.stringify({ slug, gone: true });
}

type Note = { slug: string; version: number } | { slug: string; gone: true };

function parseNote(payload: string | undefined): Note | null {
  try {
    const note = JSON.parse(payload ?? "") as { slug?: unknown; version?: unknown; gone?: unknown };
    if (typeof note.slug !== "string") return null;
    if (note.gone === true) return { slug: note.slug, gone: true };
    return typeof note.version === "number" ? { slug: note.slug, version: note.version } : null;
  } catch {
    return null;
  }
}

const MAX_RETRY_MS = 30_000;

export class PostgresListener {
  private client: pg.Client | null = null;
  private started = false;
  private stopped = false;
  private retryMs = 500;

  constructor(
    private readonly url: string,
    private readonly hub: ListHub,
  ) {}

  /** Idempotent: the first stream of the process starts it, later calls do nothing. */
  start() {
    if (this.started) return;
    this.started = true;
    this.hub.onShutdown(() => this.stop());
    void this.connect();
  }

  private async connect() {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 10_000, keepAlive: true });
    this.client = client;
    let failed = false;
    const retry = (error?: unknown) => {
      if (failed || this.stopped) return;
      failed = true;
      // the database away is logged once by the fault watch, not at every attempt to reconnect
      if (error && !noteFaultOf(error)) {
        logger().error("live", `PostgreSQL listener: ${error instanceof Error ? error.message : error}`);
      }
      client.removeAllListeners("notification");
      void client.end().catch(() => {});
      const delay = this.retryMs;
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
      setTimeout(() => void this.connect(), delay).unref();
    };
    client.on("error", retry);
    client.on("end", () => retry(new Error("connection ended")));
    client.on("notification", (message) => {
      const note = parseNote(message.payload);
      if (!note || !this.hub.watches(note.slug)) return;
      if ("gone" in note) this.hub.endList(note.slug);
      else this.hub.publish(note.slug, note.version);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIST_CHANGE_CHANNEL}`);
      this.retryMs = 500;
      // notes sent before it listened (the first stream's own start, or while it was away) are
      // lost: every open stream reads its list's version again
      this.hub.resyncAll();
    } catch (error) {
      retry(error);
    }
  }

  async stop() {
    this.stopped = true;
    const client = this.client;
    this.client = null;
    client?.removeAllListeners();
    client?.on("error", () => {});
    await client?.end().catch(() => {});
  }
}
