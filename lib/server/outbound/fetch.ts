import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";
import packageJson from "../../../package.json";
import { PICTURE } from "../../validations/limits";
import { httpUrl } from "../../validations/http-url";
import { serverConfig } from "../config";
import { countOutboundFetch } from "../metrics";
import { resolveChecked, type CheckedAddress } from "./address";
import { OutboundError } from "./outbound-error";

// The one way the app fetches from another server (docs/decisions/046-outbound-fetch.md): shop
// pages for link previews, pictures for the pictures the list keeps. Every hop of a redirect chain
// is checked again; the connection goes to the address resolved and checked, never to a second
// DNS answer; time and bytes are bounded; no cookies, no credentials, an honest User-Agent.

export type OutboundKind = "html" | "image";

export const OUTBOUND_LIMITS = {
  /** Bytes read from one answer at most (after decompression). */
  maxBytes: 2 * 1024 * 1024,
  /** …unless only a picture is wanted: then as much as an upload may be (decision 050). */
  maxPictureBytes: PICTURE.maxBytes,
  /** The whole fetch, every redirect included. */
  totalMs: 8_000,
  /** From the start of one hop until its connection stands. */
  connectMs: 4_000,
  maxRedirects: 5,
} as const;

export const OUTBOUND_USER_AGENT = `Wunschliste/${packageJson.version} (+link preview)`;

export type OutboundOptions = {
  /** The kinds of answer wanted; anything else is `unsupported_type`. */
  accept: readonly OutboundKind[];
  /** Past `maxBytes`: "cut" keeps the first bytes (a page's head is enough), "refuse" fails. */
  overflow: "cut" | "refuse";
  /** Kinds whose body is not read at all (a picture link whose type is all a preview needs). */
  skipBodyOf?: readonly OutboundKind[];
  acceptLanguage?: string;
  /** Tests shorten these; they can only be lowered. */
  totalMs?: number;
  maxBytes?: number;
  /** Default: OUTBOUND_ALLOW_HOSTS. */
  allowHosts?: readonly string[];
  /**
   * Error statuses whose page is read and answered rather than refused as `unreachable` (a shop's
   * robot check comes as 403, 429 or 503, and the preview says so). Pages only, never pictures.
   */
  readStatuses?: readonly number[];
};

export type OutboundAnswer = {
  /** The address that answered, after redirects. */
  url: URL;
  /** The answer's status: 2xx, or one of `readStatuses`. */
  status: number;
  kind: OutboundKind;
  /** The media type, lower-case, without parameters. */
  mediaType: string;
  /** The Content-Type's charset parameter, if any. */
  charset: string | null;
  body: Buffer;
  /** True when the body was cut at maxBytes. */
  truncated: boolean;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function kindOf(mediaType: string): OutboundKind | null {
  if (mediaType === "text/html" || mediaType === "application/xhtml+xml") return "html";
  if (mediaType.startsWith("image/")) return "image";
  return null;
}

function parseContentType(header: string | undefined): { mediaType: string; charset: string | null } {
  const [type = "", ...params] = (header ?? "").split(";");
  const charsetParam = params.map((param) => param.trim().split("=")).find(([key]) => key?.toLowerCase() === "charset");
  const charset = charsetParam?.[1]?.trim().replace(/^"|"$/g, "") || null;
  return { mediaType: type.trim().toLowerCase(), charset };
}

/** A `lookup` that answers with the address checked before: the socket cannot resolve again. */
function pinnedLookup({ address, family }: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function decoded(response: http.IncomingMessage): Readable {
  switch ((response.headers["content-encoding"] ?? "").trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return response.pipe(createGunzip());
    case "deflate":
      return response.pipe(createInflate());
    case "br":
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

type Hop = { response: http.IncomingMessage; request: http.ClientRequest };

/** One GET to `url`, connected to `target`; resolves once the answer's headers are in. */
function requestOnce(url: URL, target: CheckedAddress, options: OutboundOptions, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === "https:" ? https : http;
    const accept = [
      ...(options.accept.includes("html") ? ["text/html", "application/xhtml+xml;q=0.9"] : []),
      ...(options.accept.includes("image") ? ["image/avif", "image/webp", "image/*;q=0.8"] : []),
    ].join(", ");
    const request = transport.request(url, {
      method: "GET",
      // a fresh socket per hop: no pooled connection to another address, no shared cookies
      agent: false,
      lookup: pinnedLookup(target),
      signal,
      headers: {
        "user-agent": OUTBOUND_USER_AGENT,
        accept,
        "accept-encoding": "gzip, deflate, br",
        ...(options.acceptLanguage ? { "accept-language": options.acceptLanguage } : {}),
      },
    });
    const connectTimer = setTimeout(() => request.destroy(new OutboundError("unreachable")), OUTBOUND_LIMITS.connectMs);
    request.on("socket", (socket) => {
      if (!socket.connecting) clearTimeout(connectTimer);
      socket.once(url.protocol === "https:" ? "secureConnect" : "connect", () => clearTimeout(connectTimer));
    });
    request.on("response", (response) => {
      clearTimeout(connectTimer);
      resolve({ response, request });
    });
    request.on("error", (error) => {
      clearTimeout(connectTimer);
      reject(error instanceof OutboundError ? error : new OutboundError("unreachable"));
    });
    request.end();
  });
}

async function readBody(stream: Readable, maxBytes: number, overflow: OutboundOptions["overflow"]) {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      if (size + buffer.length > maxBytes) {
        if (overflow === "refuse") throw new OutboundError("too_large");
        chunks.push(buffer.subarray(0, maxBytes - size));
        return { body: Buffer.concat(chunks), truncated: true };
      }
      chunks.push(buffer);
      size += buffer.length;
    }
  } catch (error) {
    throw error instanceof OutboundError ? error : new OutboundError("unreachable");
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

/** The parsed http(s) address, or `invalid_url`; credentials in it are refused, not stripped. */
export function outboundUrl(value: string | URL): URL {
  const url = httpUrl(String(value));
  if (!url || url.username !== "" || url.password !== "") throw new OutboundError("invalid_url");
  url.hash = "";
  return url;
}

/**
 * GETs `address` under the outbound rules and returns the answer's body (at most `maxBytes`).
 * Throws an OutboundError naming the reason; never the address, so no log can leak its query.
 * Each fetch is counted by its outcome: "ok" or that reason.
 */
export async function outboundFetch(address: string | URL, options: OutboundOptions): Promise<OutboundAnswer> {
  try {
    const answer = await fetchUnderRules(address, options);
    countOutboundFetch("ok");
    return answer;
  } catch (error) {
    countOutboundFetch(error instanceof OutboundError ? error.reason : "unreachable");
    throw error;
  }
}

async function fetchUnderRules(address: string | URL, options: OutboundOptions): Promise<OutboundAnswer> {
  const totalMs = Math.min(options.totalMs ?? OUTBOUND_LIMITS.totalMs, OUTBOUND_LIMITS.totalMs);
  const ceiling = options.accept.every((kind) => kind === "image")
    ? OUTBOUND_LIMITS.maxPictureBytes
    : OUTBOUND_LIMITS.maxBytes;
  const maxBytes = Math.min(options.maxBytes ?? ceiling, ceiling);
  const allowHosts = options.allowHosts ?? serverConfig.outboundAllowHosts;
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(new OutboundError("unreachable")), totalMs);
  let url = outboundUrl(address);
  const hops: Hop[] = [];
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await resolveChecked(url.hostname, allowHosts, totalMs);
      if (controller.signal.aborted) throw new OutboundError("unreachable");
      const hop = await requestOnce(url, target, options, controller.signal);
      hops.push(hop);
      const { response } = hop;
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        if (redirects >= OUTBOUND_LIMITS.maxRedirects) throw new OutboundError("too_many_redirects");
        url = outboundUrl(new URL(response.headers.location, url));
        continue;
      }
      const success = status >= 200 && status <= 299;
      if (!success && !options.readStatuses?.includes(status)) throw new OutboundError("unreachable");
      const { mediaType, charset } = parseContentType(response.headers["content-type"]);
      const kind = kindOf(mediaType);
      if (!success && kind !== "html") throw new OutboundError("unreachable");
      if (!kind || !options.accept.includes(kind)) throw new OutboundError("unsupported_type");
      if (options.skipBodyOf?.includes(kind))
        return { url, status, kind, mediaType, charset, body: Buffer.alloc(0), truncated: false };
      const declared = Number(response.headers["content-length"]);
      if (options.overflow === "refuse" && declared > maxBytes) throw new OutboundError("too_large");
      const { body, truncated } = await readBody(decoded(response), maxBytes, options.overflow);
      return { url, status, kind, mediaType, charset, body, truncated };
    }
  } catch (error) {
    if (controller.signal.aborted) throw new OutboundError("unreachable");
    throw error instanceof OutboundError ? error : new OutboundError("unreachable");
  } finally {
    clearTimeout(deadline);
    // stop reading: whatever was not read is not downloaded (a 6 MB page, a trickling one)
    for (const { request, response } of hops) {
      response.destroy();
      request.destroy();
    }
  }
}
