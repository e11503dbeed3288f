// A tiny typed client for the API tests: every request goes over real HTTP to a real server, in
// the encoding the test asks for, without following redirects. Every raw answer text is kept in
// `transcript`, so a test can scan a whole scenario for leaked secrets.
import { LOCALES, type Locale } from "../../lib/locale";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import type { WireItem, WireList } from "../../lib/wire";

export type Encoding = "form" | "json" | "multipart";
/** Every body encoding the API accepts (docs/api.md "Requests"). */
export const ENCODINGS: Encoding[] = ["form", "json", "multipart"];
/** An edit token as the API mints it: 32 random bytes, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43,}$/;
/** A slug or item id as the API mints it. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{10,}$/;
export type Fields = Record<string, unknown>;

export type Answer<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  json: T & { ok?: boolean; code?: string; error?: string; field?: string };
};

export type PostOptions = {
  as?: Encoding;
  headers?: Record<string, string>;
};

const root = path.resolve(import.meta.dirname, "../..");
type Catalogue = { errors: Record<string, string> };
/** Every language's catalogue (messages/*.json), by code. */
export const MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), "utf8"))]),
) as Record<Locale, Catalogue>;

/** The catalogue sentence for `code` (messages without ICU arguments). */
export function errorText(code: string, locale: Locale = "de"): string {
  const text = MESSAGES[locale].errors[code];
  if (text === undefined) throw new Error(`no message errors.${code} in ${locale}`);
  return text;
}

function encode(fields: Fields, as: Encoding): { body: BodyInit; headers: Record<string, string> } {
  if (as === "json") return { body: JSON.stringify(fields), headers: { "content-type": "application/json" } };
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([key, one === null ? "" : String(one)]);
  }
  if (as === "form") {
    return {
      body: new URLSearchParams(pairs).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
  }
  const form = new FormData();
  for (const [key, value] of pairs) form.append(key, value);
  return { body: form, headers: {} }; // fetch sets multipart/form-data with its boundary
}

/**
 * `baseUrl` may be a function: the shared fixture (tests/support/fixture.ts) makes the client
 * before its server has started, and the address is read at each request.
 */
export function createApi(baseUrl: string | (() => string), defaultHeaders: Record<string, string> = {}) {
  const transcript: string[] = [];
  const base = typeof baseUrl === "function" ? baseUrl : () => baseUrl;

  async function send<T>(pathAndQuery: string, init: RequestInit): Promise<Answer<T>> {
    const headers = { ...defaultHeaders, ...(init.headers as Record<string, string> | undefined) };
    const response = await fetch(`${base()}${pathAndQuery}`, { redirect: "manual", ...init, headers });
    const text = await response.text();
    transcript.push(text);
    let json: Answer<T>["json"];
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined as unknown as Answer<T>["json"];
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  /** POST `fields` in the given encoding (default form). */
  function post<T = Record<string, unknown>>(apiPath: string, fields: Fields, options: PostOptions = {}) {
    const { body, headers } = encode(fields, options.as ?? "form");
    return send<T>(apiPath, { method: "POST", body, headers: { ...headers, ...options.headers } });
  }

  /** POST an exact body with an exact content type (or none). */
  function postRaw(
    apiPath: string,
    body: BodyInit | undefined,
    contentType?: string,
    headers: Record<string, string> = {},
  ) {
    return send<Record<string, unknown>>(apiPath, {
      method: "POST",
      body,
      headers: { ...(contentType ? { "content-type": contentType } : {}), ...headers },
    });
  }

  function get<T = Record<string, unknown>>(pathAndQuery: string, headers: Record<string, string> = {}) {
    return send<T>(pathAndQuery, { method: "GET", headers });
  }

  async function getList(slug: string) {
    return get<{ list: WireList; items: WireItem[] }>(`/api/list_get.php?slug=${encodeURIComponent(slug)}`);
  }

  /** A fresh list; asserts success. */
  async function createList(title = "Geburtstag", ownerPassword = "owner-secret") {
    const answer = await post<{ slug: string; edit_token: string }>("/api/list_create.php", {
      title,
      owner_password: ownerPassword,
    });
    expect(answer.status, answer.text).toBe(200);
    return { slug: answer.json.slug, editToken: answer.json.edit_token, ownerPassword };
  }

  /** An item on the list; asserts success. */
  async function addItem(list: { slug: string; editToken: string }, fields: Fields = {}) {
    const answer = await post<{ item: WireItem }>(
      "/api/item_create.php",
      { slug: list.slug, edit_token: list.editToken, title: "Buch", ...fields },
      { as: "json" },
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.json.item;
  }

  /** Partial list update as JSON; asserts success. */
  async function updateList(list: { slug: string; editToken: string }, changes: Fields) {
    const answer = await post<{ list: WireList }>(
      "/api/list_update.php",
      { slug: list.slug, edit_token: list.editToken, ...changes },
      { as: "json" },
    );
    expect(answer.status, answer.text).toBe(200);
    return answer.json.list;
  }

  return {
    get baseUrl() {
      return base();
    },
    transcript,
    post,
    postRaw,
    get,
    getList,
    createList,
    addItem,
    updateList,
  };
}

export type Api = ReturnType<typeof createApi>;

/** Asserts a JSON failure answer: status, ok:false, code, and the localized sentence. */
export function expectFailure(answer: Answer, status: number, code: string, locale: Locale = "de") {
  expect({ status: answer.status, code: answer.json?.code }, answer.text).toEqual({ status, code });
  expect(answer.json.ok).toBe(false);
  expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
  const template = MESSAGES[locale].errors[code]!;
  if (template.includes("{")) expect(answer.json.error).toContain(template.slice(0, template.indexOf("{")).trim());
  else expect(answer.json.error).toBe(template);
}

/** Asserts a JSON success answer. */
export function expectOk(answer: Answer) {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.json.ok).toBe(true);
  expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
}
