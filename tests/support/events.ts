// A small reader of the live-update stream (GET /api/list_events.php) for API tests: it opens the
// stream with fetch, keeps every event and comment line as it arrives, and waits for the next one
// that matches. Close it at the end of a test, or the server keeps the stream (and a cap slot).

export type StreamEvent = { id?: string; event?: string; data?: string; retry?: string };

export type EventReader = {
  status: number;
  headers: Headers;
  /** The raw text so far. */
  text: () => string;
  events: StreamEvent[];
  comments: string[];
  /** The first event from index `from` on that matches; rejects after `timeoutMs`. */
  waitFor: (match: (event: StreamEvent) => boolean, timeoutMs?: number, from?: number) => Promise<StreamEvent>;
  waitForComment: (text: string, timeoutMs?: number) => Promise<void>;
  /** Resolves once the server has ended the stream; rejects after `timeoutMs`. */
  ended: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let raw = "";
  let pending = "";
  let wake = () => {};
  const changed = () => new Promise<void>((resolve) => (wake = resolve));
  let done = false;

  if (response.body && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done: ended } = await reader.read();
          if (ended) break;
          raw += value;
          pending += value;
          let cut: number;
          while ((cut = pending.indexOf("\n\n")) >= 0) {
            const block = pending.slice(0, cut);
            pending = pending.slice(cut + 2);
            const event: StreamEvent = {};
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) comments.push(line.slice(1).trim());
              else {
                const [field, ...rest] = line.split(":");
                (event as Record<string, string>)[field!] = rest.join(":").trim();
              }
            }
            if (Object.keys(event).length > 0) events.push(event);
          }
          wake();
        }
      } catch {
        // aborted by close()
      } finally {
        done = true;
        wake();
      }
    })();
  } else {
    raw = await response.text();
    done = true;
  }

  async function until<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (done) throw new Error(`the stream ended before ${what}; got:\n${raw}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms; got:\n${raw}`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([changed(), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    text: () => raw,
    events,
    comments,
    waitFor: (match, timeoutMs = 30_000, from = 0) =>
      until(() => events.slice(from).find(match), timeoutMs, "matching event"),
    waitForComment: (text, timeoutMs = 30_000) =>
      until(() => (comments.includes(text) ? true : undefined), timeoutMs, `comment "${text}"`).then(() => {}),
    ended: async (timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!done) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the stream did not end within ${timeoutMs} ms; got:\n${raw}`);
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([changed(), new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
        clearTimeout(timer);
      }
    },
    close: async () => {
      controller.abort();
      await response.body?.cancel().catch(() => {});
    },
  };
}

/** The version a `version` event names. */
export const versionOf = (event: StreamEvent): number => Number(JSON.parse(event.data ?? "{}").version);
