import "server-only";
import { AppError, isAppError, type ErrorCode } from "../../errors";
import type { Locale } from "../../locale";
import { refusalFor } from "../db/fault-watch";
import type { ApiAnswerData, ApiRoute } from "../../validations/responses";
import { decodeBody, formInput, readBody, refuseDeclaredOver, type Input, type RawBody } from "./body";
import { clientAddress, rawQuery, requestLocale } from "./request-info";
import { respondError, respondOk } from "./respond";
import { logger } from "../../../server/log.mjs";

export type RequestContext = {
  request: Request;
  locale: Locale;
  clientAddress: string;
  /** The parsed body (POST) or query (GET) as one object; empty for a `rawBody` endpoint. */
  input: Input;
  /** The body's bytes, not decoded (POST of a `rawBody` endpoint only). */
  body?: RawBody;
};

/**
 * Endpoints whose success is no `{ ok: true }` JSON: an image (`qr`, `image`), an event stream
 * (`list_events`), the OpenAPI document.
 */
type RawRoute = "qr" | "list_events" | "image" | "openapi";

/**
 * The answers an endpoint may give: the JSON success shape declared for it in
 * lib/validations/responses.ts, or a ready Response (a 304, an image, a stream). Raw routes answer
 * only the latter.
 */
type Answer<R extends ApiRoute | RawRoute> = (R extends ApiRoute ? ApiAnswerData<R> : never) | Response;
type Handler<R extends ApiRoute | RawRoute> = (context: RequestContext) => Promise<Answer<R>>;

// OPTIONS is answered like any other method a path does not serve (405 with Allow): the API sends
// no CORS headers, so a preflight has nothing to grant.
const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
type Method = (typeof ROUTE_METHODS)[number];

type EndpointOptions = {
  /** Body limit for this path; the default (32 KiB) suits every form of the app. */
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
};

const UNREAD_REST = new Set<string>(["body_too_large", "invalid_body"]);

async function run<R extends ApiRoute | RawRoute>(
  request: Request,
  method: Method,
  handler: Handler<R>,
  options: EndpointOptions,
): Promise<Response> {
  const locale = requestLocale(request.headers);
  try {
    if (method === "POST" && options.streamed) refuseDeclaredOver(request, options.maxBodyBytes ?? Infinity);
    const body = method === "POST" && !options.streamed ? await readBody(request, options.maxBodyBytes) : undefined;
    const input =
      method !== "POST" ? formInput(rawQuery(request)) : !body || options.rawBody ? {} : await decodeBody(body);
    const result = await handler({
      request,
      locale,
      clientAddress: clientAddress(request.headers),
      input,
      ...(options.rawBody ? { body } : {}),
    });
    return result instanceof Response ? result : respondOk<ApiRoute>(result);
  } catch (error) {
    // A body refused while it arrived (too long, too many values) was not read to its end; closing
    // the connection keeps its unread rest from being taken for the next request on the socket.
    if (isAppError(error)) {
      const answered = error.code === "body_too_large" && options.tooLarge ? new AppError(options.tooLarge) : error;
      // (A streamed body refused before its end is left unread the same way.)
      const unread = UNREAD_REST.has(error.code) || options.streamed;
      return respondError(answered, locale, unread ? { connection: "close" } : {});
    }
    // a fault of the database, not of the app: 503 with Retry-After, and the fault's own log lines
    // (lib/server/db/fault-watch.ts) instead of a stack per request
    const refusal = refusalFor(error);
    if (refusal) return respondError(refusal, locale);
    logger().error("api", `${method} ${new URL(request.url).pathname} failed:`, error);
    return respondError("internal_error", locale);
  }
}

/**
 * Route handlers for one API path: the given methods run their handler inside the shared parse →
 * respond frame; every other method answers a JSON 405 with `Allow`. `route` names the answer
 * shape (lib/validations/responses.ts) the handlers must return.
 * Usage: `export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("item_create", { POST: handler })`.
 */
export function endpoint<R extends ApiRoute | RawRoute>(
  _route: R,
  handlers: Partial<Record<"GET" | "POST", Handler<R>>>,
  options: EndpointOptions = {},
) {
  const allowed = Object.keys(handlers).join(", ");
  const byMethod: Partial<Record<Method, Handler<R>>> = handlers;
  const routes = {} as Record<Method, (request: Request) => Promise<Response>>;
  for (const method of ROUTE_METHODS) {
    const handler = byMethod[method];
    routes[method] = handler
      ? (request) => run(request, method, handler, options)
      : async (request) => respondError("method_not_allowed", requestLocale(request.headers), { allow: allowed });
  }
  return routes;
}
