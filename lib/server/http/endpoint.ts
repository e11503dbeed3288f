import "server-only";
import type { z } from "zod";
import { apiRouteOf, ENDPOINTS, type EndpointName } from "../../api-paths.mjs";
import { AppError, isAppError, type ErrorCode } from "../../errors";
import type { Locale } from "../../locale";
import { parseInput } from "../../validations/parse";
import type { ApiAnswerData, ApiRoute } from "../../validations/responses";
import { refusalFor } from "../db/fault-watch";
import { requireMail } from "../../../features/mail/links";
import type { Access, Operation, RawAnswer } from "../openapi/operation";
import { requireAdmin } from "../../../features/admin/access";
import { checkAccess, frameChecks, refuseOwnerEarly, type Checked } from "./access";
import { decodeBody, formInput, readBody, refuseDeclaredOver, type Ahead, type Input, type RawBody } from "./body";
import { isLargeBody, largeBodyPlace, leadingFields } from "./large-bodies";
import { serverConfig } from "../config";
import { clientKey, rawQuery, requestLocale } from "./request-info";
import { respondError, respondOk } from "./respond";
import { withOwnVersions } from "../live/own-versions";
import { OWN_VERSIONS_HEADER, ownVersionsValue } from "../../own-versions";
import { logger } from "../../../server/log.mjs";

// The API's one request frame (docs/decisions/090): a request's path names its endpoint
// (lib/api-paths.mjs), whose contract entry (app/api/_endpoints/) says how its body is read, what
// its input is, and which handler answers; the frame reads, runs and turns failures into answers.

export type { EndpointName };

/** Endpoints whose success is no `{ ok: true }` JSON: an image, an event stream, the OpenAPI document. */
type RawEndpoint = Exclude<EndpointName, ApiRoute>;

export type RequestContext<S> = {
  request: Request;
  locale: Locale;
  /** The client as every limit counts it: its address, an IPv6 one grouped by /64 (request-info.ts clientKey). */
  clientAddress: string;
  /** The decoded body (POST) or query (GET) as one object, unchecked; empty for a `rawBody` endpoint. */
  input: Input;
  /** `input` checked by the endpoint's `input` schema: its output, or a 400 with the code it names. */
  parse: () => S extends z.ZodType ? z.output<S> : never;
  /** The body's bytes, not decoded (POST of a `rawBody` endpoint only). */
  body?: RawBody;
};

/**
 * What a handler may answer: the JSON success shape declared under its name in
 * lib/validations/responses.ts, or a ready Response (a 304, an image, a stream). Raw endpoints
 * answer only the latter.
 */
type Answer<N extends EndpointName> = (N extends ApiRoute ? ApiAnswerData<N> : never) | Response;

/** How an endpoint's body is read. */
type BodyRules = {
  /** Body limit; the default (32 KiB) suits every form of the app. */
  maxBodyBytes?: number;
  /** The code for a body over `maxBodyBytes` when a more telling one fits (a picture too large). */
  tooLarge?: ErrorCode;
  /**
   * The handler decodes the body itself (`context.body`): an import's 32 MiB are decoded off the
   * main thread (docs/decisions/068-imports-off-the-event-loop.md). Still bounded while read.
   */
  rawBody?: boolean;
  /**
   * The handler reads the body itself as it arrives (`context.request`): an upload is checked
   * before its picture is read (docs/decisions/073). A Content-Length over `maxBodyBytes` is still
   * refused at once.
   */
  streamed?: boolean;
  /** Exists only while the server sends mail: otherwise 404 `not_found`, before anything is read. */
  onlyWithMail?: boolean;
  /**
   * Runs the rest of the request, its body's reading included, as one attempt of a limit: a client
   * whose limit is spent is answered 429 before a byte of a large body is read (an import's 32 MiB:
   * read, scanned and held only to be refused, they stalled every other request, decision 223).
   */
  attempt?: <T>(clientAddress: string, work: () => Promise<T>) => Promise<T>;
};

/**
 * The handler by who may call: for an access the frame checks (./access.ts), the handler's context
 * carries what was checked (the list, the wish, the draw); for any other, nothing more.
 */
type Handled<N extends EndpointName, S> =
  | {
      [A in keyof Checked]: {
        access: A;
        handle(context: RequestContext<S> & Checked[A]): Promise<Answer<N>>;
      };
    }[keyof Checked]
  | {
      access: Exclude<Access, keyof Checked>;
      handle(context: RequestContext<S>): Promise<Answer<N>>;
    };

/**
 * One endpoint's contract entry on the server, under its name: what the OpenAPI document says of
 * it, how its body is read, and the handler, which calls the domain. `input` is the schema
 * `parse()` checks with. A raw endpoint names its answer; a JSON one answers the shape of its name.
 */
export type Endpoint<N extends EndpointName, S = unknown> = Omit<Operation, "input" | "answer" | "access"> &
  BodyRules & {
    input?: S & z.ZodType;
  } & Handled<N, S> &
  (N extends RawEndpoint ? { answer: RawAnswer } : { answer?: never });

/** The whole API: an entry for every endpoint of lib/api-paths.mjs. */
export type ApiContract = { [N in EndpointName]: Endpoint<N> };

/**
 * Contract entries keyed by endpoint name, each handler's `parse()` typed by the entry's `input`
 * (one file per area, app/api/_endpoints/).
 */
export function defineEndpoints<T>(entries: {
  [N in keyof T]: N extends EndpointName ? Endpoint<N, T[N]> : never;
}): { [N in keyof T]: N extends EndpointName ? Endpoint<N, T[N]> : never } {
  return entries;
}

const UNREAD_REST = new Set<string>(["body_too_large", "invalid_body"]);

/**
 * A change another site's page had the browser send: a form or a simple fetch needs no CORS, and
 * would spend its visitors' addresses on someone else's list (decision 193). Scripts, apps and old
 * browsers send no `Sec-Fetch-Site`; the app's own pages send `same-origin`; a GET changes nothing.
 */
const sentByAnotherSite = (request: Request, method: string) =>
  method !== "GET" && request.headers.get("sec-fetch-site") === "cross-site";

async function run(request: Request, method: string, endpoint: Endpoint<EndpointName>): Promise<Response> {
  const locale = requestLocale(request.headers);
  try {
    if (sentByAnotherSite(request, method)) throw new AppError("cross_site_request");
    if (endpoint.onlyWithMail) requireMail();
    // the admin's header first, before any input is read (404 while the admin view is off, decision 128)
    if (endpoint.access === "admin") await requireAdmin(request, clientKey(request.headers));
    const attempt = endpoint.attempt ?? ((_: string, work: () => Promise<Response>) => work());
    return await attempt(clientKey(request.headers), () => answer(request, method, endpoint, locale));
  } catch (error) {
    return failed(error, request, method, endpoint, locale);
  }
}

/** How much of a large body is looked at for its owner's fields before its place is taken. */
const HEAD_BYTES = 32 * 1024;

/**
 * For a large body (an endpoint taking more than the default, a body over LARGE_BODY_BYTES): an
 * owner's token checked from the first fields of its JSON, form or multipart, once they are in,
 * then a place among the large bodies in flight (`hold` is given its release), before the rest.
 */
function beforeTheRest(request: Request, endpoint: Endpoint<EndpointName>, hold: (release: () => void) => void) {
  if ((endpoint.maxBodyBytes ?? 0) <= serverConfig.maxBodyBytes || !isLargeBody(request)) return undefined;
  const contentType = request.headers.get("content-type") ?? "";
  const owners = endpoint.access === "owner" || endpoint.access === "owner, not co-owner";
  const ahead: Ahead = (chunks, size) => {
    const fields = owners ? leadingFields(Buffer.concat(chunks), contentType) : {};
    const known = "slug" in fields && "edit_token" in fields;
    if (!known && size < HEAD_BYTES) return undefined;
    return (async () => {
      if (known) await refuseOwnerEarly(fields);
      hold(await largeBodyPlace(request, clientKey(request.headers)));
    })();
  };
  return ahead;
}

/** The request's body read, its input checked and its handler's answer. */
async function answer(request: Request, method: string, endpoint: Endpoint<EndpointName>, locale: Locale) {
  let release = () => {};
  try {
    return await answerHeld(request, method, endpoint, locale, (held) => (release = held));
  } finally {
    release();
  }
}

async function answerHeld(
  request: Request,
  method: string,
  endpoint: Endpoint<EndpointName>,
  locale: Locale,
  hold: (release: () => void) => void,
) {
  const streamed = method === "POST" && endpoint.streamed;
  if (streamed) refuseDeclaredOver(request, endpoint.maxBodyBytes ?? Infinity);
  const body =
    method === "POST" && !streamed
      ? await readBody(request, endpoint.maxBodyBytes, beforeTheRest(request, endpoint, hold))
      : undefined;
  const input =
    method !== "POST" ? formInput(rawQuery(request)) : !body || endpoint.rawBody ? {} : await decodeBody(body);
  const { input: schema } = endpoint;
  type Parsed = ReturnType<RequestContext<unknown>["parse"]>;
  let parsed: { output: unknown } | undefined;
  const parse = () => {
    if (!schema) throw new Error("parse() needs the endpoint's input schema");
    // once: the access check and the handler read the same checked input
    parsed ??= { output: parseInput(schema, input) };
    return parsed.output as Parsed;
  };
  // who may call, checked with the checked input (400 before 404 before 403, docs/api.md "Check order")
  const checked = frameChecks(endpoint.access) ? await checkAccess(endpoint.access, parse()) : {};
  const handle = endpoint.handle as (context: RequestContext<unknown>) => Promise<Answer<EndpointName>>;
  const { value: result, versions } = await withOwnVersions(() =>
    handle({
      request,
      locale,
      clientAddress: clientKey(request.headers),
      input,
      parse,
      ...(endpoint.rawBody ? { body } : {}),
      ...checked,
    }),
  );
  // the versions this change made, for its own page only (lib/own-versions.ts)
  const own: Record<string, string> = versions.length > 0 ? { [OWN_VERSIONS_HEADER]: ownVersionsValue(versions) } : {};
  return result instanceof Response ? result : respondOk<ApiRoute>(result, own);
}

/** A failure as its answer: the catalogue's error in the request's language, else a 503 or a 500. */
function failed(error: unknown, request: Request, method: string, endpoint: Endpoint<EndpointName>, locale: Locale) {
  // A body refused while it arrived (too long, too many values) was not read to its end; closing
  // the connection keeps its unread rest from being taken for the next request on the socket.
  if (isAppError(error)) {
    const { tooLarge } = endpoint;
    const answered = error.code === "body_too_large" && tooLarge ? new AppError(tooLarge) : error;
    // (A streamed body refused before its end is left unread the same way, and so is the body of
    // an attempt refused before it was read.)
    // (and a large body refused from its first fields or for want of a place, decision 231)
    const large = (endpoint.maxBodyBytes ?? 0) > serverConfig.maxBodyBytes;
    const unread = UNREAD_REST.has(error.code) || endpoint.streamed || large || (endpoint.attempt && !request.bodyUsed);
    return respondError(answered, locale, unread ? { connection: "close" } : {});
  }
  // a fault of the database, not of the app: 503 with Retry-After, and the fault's own log lines
  // (lib/server/db/fault-watch.ts) instead of a stack per request
  const refusal = refusalFor(error);
  if (refusal) return respondError(refusal, locale);
  logger().error("api", `${method} ${new URL(request.url).pathname} failed:`, error);
  return respondError("internal_error", locale);
}

// OPTIONS is answered like any other method a path does not serve (405 with Allow): the API sends
// no CORS headers, so a preflight has nothing to grant. (HEAD is Next's: it runs GET.)
const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];

/** The path as the router matched it: one trailing slash does not count. */
function pathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/**
 * The route handlers of every API path, one per HTTP method: the endpoint the path names answers
 * its method through the frame above; any other method is a JSON 405 with `Allow`, any other path
 * a JSON 404. Usage: `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes(API)`.
 */
export function apiRoutes(contract: ApiContract): Record<RouteMethod, (request: Request) => Promise<Response>> {
  const serve = (method: RouteMethod) => async (request: Request) => {
    const route = apiRouteOf(pathOf(request));
    if (!route) return respondError("not_found", requestLocale(request.headers));
    const allowed = ENDPOINTS[route.name].method;
    if (method !== allowed)
      return respondError("method_not_allowed", requestLocale(request.headers), { allow: allowed });
    return run(request, method, contract[route.name] as Endpoint<EndpointName>);
  };
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, serve(method)])) as Record<
    RouteMethod,
    (request: Request) => Promise<Response>
  >;
}
