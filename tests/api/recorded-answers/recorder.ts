// The recorder of tests/api/recorded-answers.test.ts: `call` sends one request of the script and
// keeps its answer twice, as recorded (headers of note, random values replaced by placeholders)
// and as the client got it (for the shape checks).
const RECORDED_HEADERS = ["content-type", "cache-control", "allow", "retry-after"];

export type Step = { call: string; status: number; headers: Record<string, string>; body: string };
/** A step with the answer as the client got it (before placeholders), for the shape check. */
export type Answer = { call: string; pathname: string; status: number; contentType: string; body: string };

/** One call of the script: its label, method, path, body in one encoding, headers; the answer's JSON. */
export type Call = (
  label: string,
  method: string,
  pathAndQuery: string,
  body?: { form?: Record<string, string>; json?: unknown; multipart?: FormData },
  headers?: Record<string, string>,
) => Promise<Record<string, unknown>>;

/** Replaces each random value with a placeholder named by its kind and order of appearance. */
class Placeholders {
  private readonly names = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  add(kind: string, value: unknown) {
    if (typeof value !== "string" || this.names.has(value)) return;
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    this.names.set(value, `<${kind}${n}>`);
  }
  apply(text: string): string {
    let out = text;
    for (const [value, name] of this.names) out = out.split(value).join(name);
    return out;
  }
}

/** A recorder against the server at `baseUrl`: `call` for the script, `result()` once it ran. */
export function recorder(baseUrl: string) {
  const steps: Step[] = [];
  const answers: Answer[] = [];
  const placeholders = new Placeholders();

  async function call(
    label: string,
    method: string,
    pathAndQuery: string,
    body?: { form?: Record<string, string>; json?: unknown; multipart?: FormData },
    headers: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body?.form) {
      init.body = new URLSearchParams(body.form).toString();
      (init.headers as Record<string, string>)["content-type"] = "application/x-www-form-urlencoded";
    } else if (body?.multipart) {
      init.body = body.multipart;
    } else if (body?.json !== undefined) {
      init.body = JSON.stringify(body.json);
      (init.headers as Record<string, string>)["content-type"] = "application/json";
    }
    const response = await fetch(`${baseUrl}${pathAndQuery}`, { redirect: "manual", ...init });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text);
    } catch {}
    placeholders.add("slug", json.slug);
    placeholders.add("token", json.edit_token);
    placeholders.add("item", (json.item as { id?: string } | undefined)?.id);
    // items_import answers several new items
    if (Array.isArray(json.items) && pathAndQuery.startsWith("/api/items_import.php")) {
      for (const item of json.items as { id?: string }[]) placeholders.add("item", item.id);
    }
    placeholders.add("reservation", json.reservation_id);
    placeholders.add("pledge", json.pledge_id);
    placeholders.add("question", json.question_id);
    for (const [, at] of text.matchAll(/"created_at":"([^"]+)"/g)) placeholders.add("time", at);
    placeholders.add("token", json.organizer_token);
    placeholders.add("person", json.participant_id);
    placeholders.add("token", json.participant_token);
    // a personal link names the server's origin (a port of its own every run)
    if (typeof json.participant_link === "string") placeholders.add("origin", new URL(json.participant_link).origin);
    for (const [, picture] of text.matchAll(/\/api\/image\/([a-z0-9]+)/g)) placeholders.add("picture", picture);
    // co-owner links and the celebrated view's link: the origin, and the token in the fragment
    placeholders.add("invite", json.invite_id);
    for (const link of [json.owner_link, json.celebrated_link]) {
      if (typeof link !== "string") continue;
      const { origin, hash } = new URL(link);
      placeholders.add("origin", origin);
      placeholders.add("token", hash.slice(hash.indexOf("=") + 1));
    }
    for (const owner of (json.owners as { created_at?: string }[] | undefined) ?? []) {
      placeholders.add("time", owner.created_at);
    }
    // the admin's answers: the database's size on this backend, report ids, the instance (times: below)
    if (pathAndQuery.startsWith("/api/admin_")) {
      for (const [size] of text.matchAll(/"database_bytes":\d+/g)) placeholders.add("size", size);
      for (const [, id] of text.matchAll(/"id":"([a-z0-9]+)"/g)) placeholders.add("report", id);
      // the answering instance's name, host and port (decision 217)
      for (const [, name] of text.matchAll(/"instance":"([^"]+)"/g)) placeholders.add("instance", name);
    }
    const recorded: Record<string, string> = {};
    for (const name of RECORDED_HEADERS) {
      const value = response.headers.get(name);
      if (value === null) continue;
      // Retry-After counts down from when the first attempt was counted: on a slow machine a second
      // or two have passed by the limited call. Recorded as the window it names, rounded up to a minute.
      recorded[name] = name === "retry-after" ? `~${Math.ceil(Number(value) / 60)} min` : value;
    }
    // times of this run, each the same placeholder: two of one row may differ by a millisecond or not
    const shownBody = pathAndQuery.startsWith("/api/admin_")
      ? text.replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '"<time>"')
      : text;
    steps.push({ call: label, status: response.status, headers: recorded, body: shownBody });
    const { pathname } = new URL(pathAndQuery, baseUrl);
    answers.push({
      call: label,
      pathname,
      status: response.status,
      contentType: recorded["content-type"] ?? "",
      body: text,
    });
    return json;
  }

  return {
    call: call as Call,
    result: () => ({ steps: steps.map((step) => ({ ...step, body: placeholders.apply(step.body) })), answers }),
  };
}
