import "server-only";
import { LIMITS } from "../validations/limits";
import type { PageAnswer, RenderedPage } from "./page-cache";
import { VersionedCache, type Stamp } from "./versioned-cache";

// A visitor's list_get answer, kept per list version and served in front of Next's route frame
// (docs/decisions/134-list-answers-in-front-of-the-frame.md): server/main.mjs asks before handing a
// request to Next. A hit is the answer Next gave for the list's current version — status, headers
// (ETag, Vary, cache-control, the security headers) and body, byte for byte — after one indexed
// read of the list's id and version, the same read that guards the kept page (decision 033), so a
// change made on any instance is seen by the very next read on every other. A miss goes to Next
// untouched and its answer is kept on the way out. Only answers that are the same for everyone
// are kept: the owner's (X-Edit-Token), `reveal`, and any request that carries a credential are
// never looked up here.

type NodeHeaders = Record<string, string | string[] | number | undefined>;
export type ListAnswerRequest = { method?: string; url?: string; headers: NodeHeaders };

export type ListAnswerLookup =
  | { kind: "hit"; answer: PageAnswer }
  | {
      kind: "miss";
      /** Keeps Next's answer if it is a visitor's plain 200, and gives back what to send: that answer. */
      finish(rendered: RenderedPage): Promise<PageAnswer>;
      abandon(): void;
    };

export type ListAnswerCache = {
  /** null: not a request this cache serves; Next answers it as always. */
  lookup(request: ListAnswerRequest): Promise<ListAnswerLookup | null>;
};

// 8 MiB of JSON: some 1,000 lists of 20 wishes (~7 KB each).
export const LIST_ANSWER_CACHE_BYTES = 8 * 1024 * 1024;

// Only the plain visitor's read: `reveal` or any other parameter goes to the frame as always, so no
// one can fill the cache with variants of one answer.
const CACHED_URL = new RegExp(`^/api/list_get(?:\\.php)?\\?slug=([A-Za-z0-9_-]{1,${LIMITS.id}})$`);
// A credential makes the answer depend on who asks (the owner's edit token, a co-owner's or the
// celebrated person's view token, any bearer): such a request is never served from what others got.
const CREDENTIAL_HEADER = /^(?:authorization|x-[\w-]*token)$/;
// Set by Node for each answer from what it sends, or by the proxy for each request.
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

const carriesCredential = (headers: NodeHeaders) => Object.keys(headers).some((name) => CREDENTIAL_HEADER.test(name));

/** Next's headers as they are sent again for a hit: what Node sets per answer left out. */
function keptHeaders(headers: NodeHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER.has(name.toLowerCase())) continue;
    kept[name] = typeof value === "number" ? String(value) : value;
  }
  return kept;
}

/** A visitor's plain 200 JSON answer, not marked as read through a database fault, nothing set per client. */
function keepable({ status, headers }: RenderedPage): boolean {
  const type = String(headers["content-type"] ?? "");
  return (
    status === 200 &&
    type.startsWith("application/json") &&
    headers["set-cookie"] === undefined &&
    headers["content-encoding"] === undefined &&
    headers["x-changes-paused"] === undefined
  );
}

export function createListAnswerCache({
  readStamp,
  maxWeight,
}: {
  /** The list's id and version now, or null when there is no such list. */
  readStamp: (slug: string) => Promise<Stamp | null>;
  /** In bytes of answer body. */
  maxWeight: number;
}): ListAnswerCache {
  const answers = new VersionedCache<PageAnswer>(maxWeight);
  return {
    async lookup({ method, url, headers }) {
      if (method !== "GET" || carriesCredential(headers)) return null;
      // a client revalidating gets its 304 from the frame, which tells it after the same read
      if (headers["if-none-match"] !== undefined) return null;
      const slug = CACHED_URL.exec(url ?? "")?.[1];
      if (!slug) return null;
      // a database fault goes on to the frame, which answers it (decision 080)
      const stamp = await readStamp(slug);
      if (!stamp) return null;
      const key = url as string;
      const held = answers.get(key, stamp);
      if (held) return { kind: "hit", answer: held };
      return {
        kind: "miss",
        abandon: () => {},
        async finish(rendered) {
          const { status, body } = rendered;
          const answer = { status, headers: { ...keptHeaders(rendered.headers), "content-length": body.length }, body };
          // Next read the list after `stamp` was read: its answer is of that version or a later
          // one, which a later stamp read never matches again (versions only grow)
          if (keepable(rendered)) answers.set(key, stamp, answer, body.length);
          return answer;
        },
      };
    },
  };
}
