import "server-only";
import { AppError } from "../../errors";
import { shared } from "../../../server/shared.mjs";
import { countRateLimitRefusal } from "../metrics";

// The open live-update streams of this process, by list slug (docs/decisions/029-live-list.md).
// One hub per process (`liveHub`, ../../../server/shared.mjs): Next may load this module once per
// route bundle, and the route that changes a list must reach the streams another route opened; the
// server also finds it there to close every stream on shutdown.

export type StreamSubscriber = {
  slug: string;
  address: string;
  /** A newer version of the list is known: tell the page. */
  send: (version: number) => void;
  /** A note may have been missed (the PostgreSQL listener reconnected): read the version again. */
  resync: () => void;
  /** A comment line, so proxies keep an idle stream open. */
  heartbeat: () => void;
  /** Ends the stream (shutdown). */
  close: () => void;
  /** The list was deleted: say so, then end the stream (issue 40). */
  gone: () => void;
};

export type StreamCaps = { perAddress: number; total: number; heartbeatMs: number };

export class ListHub {
  private readonly bySlug = new Map<string, Set<StreamSubscriber>>();
  private readonly perAddress = new Map<string, number>();
  private readonly shutdownHooks = new Set<() => void | Promise<void>>();
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private open = 0;
  private closing = false;

  get size(): number {
    return this.open;
  }

  /**
   * Adds a stream, or throws 429 `too_many_streams` when its address or the process holds the most
   * allowed (checked before the answer starts, so the refusal is an ordinary localized JSON error).
   */
  add(subscriber: StreamSubscriber, caps: StreamCaps): () => void {
    const fromAddress = this.perAddress.get(subscriber.address) ?? 0;
    if (this.closing || fromAddress >= caps.perAddress || this.open >= caps.total) {
      if (!this.closing) countRateLimitRefusal("live-streams");
      throw new AppError("too_many_streams", { retryAfterSeconds: 30 });
    }
    this.perAddress.set(subscriber.address, fromAddress + 1);
    this.open += 1;
    let streams = this.bySlug.get(subscriber.slug);
    if (!streams) this.bySlug.set(subscriber.slug, (streams = new Set()));
    streams.add(subscriber);
    this.startHeartbeat(caps.heartbeatMs);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.remove(subscriber);
    };
  }

  private remove(subscriber: StreamSubscriber) {
    const streams = this.bySlug.get(subscriber.slug);
    streams?.delete(subscriber);
    if (streams?.size === 0) this.bySlug.delete(subscriber.slug);
    const left = (this.perAddress.get(subscriber.address) ?? 1) - 1;
    if (left > 0) this.perAddress.set(subscriber.address, left);
    else this.perAddress.delete(subscriber.address);
    this.open -= 1;
    if (this.open === 0 && this.heartbeatTimer) {
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = null;
    }
  }

  /** Whether any stream of this process watches the list (the PostgreSQL listener skips the rest). */
  watches(slug: string): boolean {
    return this.bySlug.has(slug);
  }

  publish(slug: string, version: number) {
    for (const subscriber of this.bySlug.get(slug) ?? []) subscriber.send(version);
  }

  /** The list is gone (deleted): every stream of it says so and ends; a reconnecting page gets a 404. */
  endList(slug: string) {
    for (const subscriber of [...(this.bySlug.get(slug) ?? [])]) subscriber.gone();
  }

  resyncAll() {
    for (const streams of this.bySlug.values()) for (const subscriber of streams) subscriber.resync();
  }

  /** One timer for every stream: a thousand idle streams cost one wake-up per interval. */
  private startHeartbeat(intervalMs: number) {
    if (this.heartbeatTimer) return;
    this.heartbeatTimer = setInterval(() => {
      for (const streams of this.bySlug.values()) for (const subscriber of streams) subscriber.heartbeat();
    }, intervalMs);
    this.heartbeatTimer.unref();
  }

  /** Runs once at shutdown, after the streams are closed (the PostgreSQL listener ends its client). */
  onShutdown(hook: () => void | Promise<void>) {
    this.shutdownHooks.add(hook);
  }

  /**
   * Shutdown (server/main.mjs, before the drain): every stream ends now, so open streams never hold the
   * drain up; the pages reconnect, to another instance or to this one once it is back.
   */
  async closeAll(): Promise<number> {
    this.closing = true;
    const all = [...this.bySlug.values()].flatMap((streams) => [...streams]);
    for (const subscriber of all) subscriber.close();
    await Promise.allSettled([...this.shutdownHooks].map((hook) => hook()));
    return all.length;
  }
}

export const listHub: ListHub = shared("liveHub", () => new ListHub());
