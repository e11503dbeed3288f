// The table of malformed bodies that tests/api/malformed-bodies.test.ts sends to every POST
// endpoint: broken and misleading JSON, wrong content types, bad encodings, oversized and streamed
// bodies. Each case names the status (and code) it must get.
import type { Answer, Api } from "../../support/api";

const INVALID_UTF8 = new Uint8Array([
  0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d,
]); // {"title":"\xff\xfe\xc3"}
const BIG = "x".repeat(200 * 1024);

export type Case = {
  name: string;
  send: (path: string, valid: Record<string, unknown>) => Promise<Answer>;
  status: number;
  code?: string;
};

function multipartWithFile(valid: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(valid)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(key, String(one));
  }
  form.append("upload", new Blob(["GIF89a"], { type: "image/gif" }), "x.gif");
  return form;
}

function streamed(text: string): RequestInit {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 16 * 1024)
        controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
      controller.close();
    },
  });
  return {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    duplex: "half",
  } as RequestInit;
}

/** The malformed bodies, each sent by `api` to a path whose valid body is `valid`; `server` for the streamed ones. */
export const malformedCases = (api: Api, server: { baseUrl: string }): Case[] => [
  {
    name: "broken JSON",
    send: (path) => api.postRaw(path, '{"title": "x", ', "application/json"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "form text sent as JSON",
    send: (path) => api.postRaw(path, "title=x&owner_password=y", "application/json"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "JSON array",
    send: (path, valid) => api.postRaw(path, JSON.stringify([valid]), "application/json"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "JSON string",
    send: (path) => api.postRaw(path, '"title"', "application/json"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "JSON number",
    send: (path) => api.postRaw(path, "42", "application/json"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "JSON null",
    send: (path) => api.postRaw(path, "null", "application/json"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "JSON true",
    send: (path) => api.postRaw(path, "true", "application/json; charset=utf-8"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "empty JSON body",
    send: (path) => api.postRaw(path, "", "application/json"),
    status: 400,
    code: "invalid_body",
  },
  { name: "empty body, no content type", send: (path) => api.postRaw(path, undefined), status: 400 },
  { name: "empty form body", send: (path) => api.postRaw(path, "", "application/x-www-form-urlencoded"), status: 400 },
  {
    name: "JSON with only a __proto__ key",
    send: (path, valid) => api.postRaw(path, `{"__proto__": ${JSON.stringify(valid)}}`, "application/json"),
    status: 400,
  },
  { name: "empty JSON object", send: (path) => api.postRaw(path, "{}", "application/json"), status: 400 },
  {
    name: "text/plain",
    send: (path, valid) => api.postRaw(path, JSON.stringify(valid), "text/plain"),
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "application/xml",
    send: (path) => api.postRaw(path, "<list><title>x</title></list>", "application/xml"),
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "body without content type",
    send: (path, valid) => api.postRaw(path, new TextEncoder().encode(JSON.stringify(valid))),
    status: 415,
    code: "unsupported_media_type",
  },
  {
    name: "200 kB JSON",
    send: (path, valid) => api.postRaw(path, JSON.stringify({ ...valid, note: BIG }), "application/json"),
    status: 413,
    code: "body_too_large",
  },
  {
    name: "200 kB form",
    send: (path, valid) => api.post(path, { ...valid, padding: BIG }),
    status: 413,
    code: "body_too_large",
  },
  {
    name: "200 kB streamed without length",
    send: async (path, valid) => {
      const text = `${new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)])).toString()}&padding=${BIG}`;
      const response = await fetch(`${server.baseUrl}${path}`, { ...streamed(text), redirect: "manual" });
      const raw = await response.text();
      return { status: response.status, headers: response.headers, text: raw, json: JSON.parse(raw) };
    },
    status: 413,
    code: "body_too_large",
  },
  {
    name: "invalid UTF-8 in JSON",
    send: (path) => api.postRaw(path, INVALID_UTF8, "application/json"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "invalid UTF-8 in a form",
    send: (path) =>
      api.postRaw(
        path,
        new Uint8Array([0x74, 0x69, 0x74, 0x6c, 0x65, 0x3d, 0xff, 0xc0]),
        "application/x-www-form-urlencoded",
      ),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "multipart with a file part",
    send: (path, valid) => api.postRaw(path, multipartWithFile(valid)),
    status: 400,
    code: "invalid_field",
  },
  {
    name: "multipart with a broken boundary",
    send: (path) => api.postRaw(path, "--nope\r\nbroken", "multipart/form-data; boundary=other"),
    status: 400,
    code: "invalid_body",
  },
  {
    name: "multipart without boundary",
    send: (path) => api.postRaw(path, "title=x", "multipart/form-data"),
    status: 400,
    code: "invalid_body",
  },
];
