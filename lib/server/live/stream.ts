import "server-only";
import { AppError } from "../../errors";
import { serverConfig } from "../config";
import { databaseProvider, db } from "../db/client";
import { listHub, type StreamSubscriber } from "./hub";
import { PostgresListener } from "./postgres-listener";
import { shared } from "../../../server/shared.mjs";

// `list_events` (docs/api.md "list_events"): a text/event-stream that names the
// list's version whenever it changes. Events carry the version only, never list content: a page
// that learns of a newer version fetches list_get, so the stream can show nobody anything list_get
// would not (docs/decisions/029-live-list.md).

export const STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: no compression or rewriting on the way, which would hold events back
  "cache-control": "no-store, no-transform",
  // nginx: pass each event on at once, even where proxy_buffering is on
  "x-accel-buffering": "no",
};

/** How long a page waits before it reconnects after the stream ends (EventSource's own retry). */
const RETRY_MS = 3000;

/** On PostgreSQL, the process's one LISTEN client, started with its first stream. */
function startListener() {
  if (databaseProvider !== "postgresql") return;
  shared("liveListener", () => new PostgresListener(serverConfig.database.url, listHub)).start();
}

/** The version event: `id` is the version, so a reconnecting EventSource sends it as Last-Event-ID. */
export function versionEvent(version: number): string {
  return `id: ${version}\nevent: version\ndata: {"version":${version}}\n\n`;
}

/** The list was deleted: the page shows "this list no longer exists" instead of reconnecting (issue 40). */
export const GONE_EVENT = "event: gone\ndata: {}\n\n";

type OpenStream = {
  slug: string;
  clientAddress: string;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
};

async function currentVersion(slug: string): Promise<number | null> {
  const row = await db.list.findUnique({ where: { slug }, select: { version: true } });
  return row ? row.version : null;
}

/**
 * Opens the stream: 404 for an unknown list, 429 over the caps (both before the answer starts).
 * The first event always names the current version, whatever Last-Event-ID a reconnecting page
 * sends: the page compares it with its own, so no change made while it was away is missed, and
 * an event arriving at all proves that no proxy holds the stream back. Then every newer version,
 * and a comment line as heartbeat while idle.
 */
export async function openListStream({ slug, clientAddress, signal }: OpenStream): Promise<Response> {
  const found = await currentVersion(slug);
  if (found === null) throw new AppError("list_not_found");
  const { live } = serverConfig;
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let sent = -1;
  let ended = false;
  let release = () => {};

  const end = () => {
    if (ended) return;
    ended = true;
    release();
    signal.removeEventListener("abort", end);
    try {
      controller.close();
    } catch {
      // already closed by the client
    }
  };
  const write = (text: string) => {
    if (ended) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      end();
    }
  };
  const gone = () => {
    write(GONE_EVENT);
    end();
  };
  const send = (version: number) => {
    if (version <= sent) return;
    sent = version;
    write(versionEvent(version));
  };
  const subscriber: StreamSubscriber = {
    slug,
    address: clientAddress,
    send,
    resync: () => {
      currentVersion(slug).then((version) => (version === null ? gone() : send(version)), end);
    },
    heartbeat: () => write(": heartbeat\n\n"),
    close: end,
    gone,
  };

  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel: end,
  });
  release = listHub.add(subscriber, {
    perAddress: live.streamsPerAddress,
    total: live.streamsTotal,
    heartbeatMs: live.heartbeatSeconds * 1000,
  });
  signal.addEventListener("abort", end);
  startListener();
  write(`retry: ${RETRY_MS}\n: connected\n\n`);
  send(found);
  // a change committed between the read above and the subscription would be missed: read again
  subscriber.resync();
  return new Response(body, { status: 200, headers: STREAM_HEADERS });
}
