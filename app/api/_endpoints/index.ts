import { checkDatabase, checkReady } from "@/features/operations/health";
import { defineEndpoints, type ApiContract } from "@/lib/server/http/endpoint";
import { namesEntityTag } from "@/lib/server/http/respond";
import { limits } from "@/lib/server/limits";
import { buildOpenApiDocument, type OpenApiDocument } from "@/lib/server/openapi/document";
import { qrSvg } from "@/lib/server/qr";
import { healthQuerySchema } from "@/features/operations/shared/health";
import { qrQuerySchema } from "@/lib/validations/qr";
import { ADMIN_ENDPOINTS } from "../../../features/admin/endpoints";
import { DRAW_PEOPLE_ENDPOINTS } from "../../../features/draws/people-endpoints";
import { DRAW_ENDPOINTS } from "../../../features/draws/endpoints";
import { GIVING_ENDPOINTS } from "../../../features/giving/endpoints";
import { ITEM_ENDPOINTS } from "../../../features/items/endpoints";
import { LIST_ENDPOINTS } from "../../../features/lists/endpoints";
import { MAIL_ENDPOINTS } from "../../../features/mail/endpoints";
import { OWNER_LINK_ENDPOINTS } from "../../../features/owners/endpoints";
import { SUGGESTION_ENDPOINTS } from "../../../features/suggestions/endpoints";

// The API's contract on the server (docs/decisions/090): for every endpoint of lib/api-paths.mjs,
// under its name, what the OpenAPI document says of it (its schemas, in a sentence what it is for,
// the error codes it may answer besides those every endpoint shares), how its body is read, and
// its handler, which calls the domain. Each area's entries are in its features/<area>/endpoints.ts
// (the draw's people in features/draws/people-endpoints.ts), spread in below; the few of no area
// are here. app/api/[[...path]]/route.ts serves them all.
//
// Adding an endpoint: docs/architecture.md, "Adding an endpoint" (a new area's entries are spread
// into API here, its answers into apiAnswers in lib/validations/responses.ts).

export const API: ApiContract = {
  ...LIST_ENDPOINTS,
  ...OWNER_LINK_ENDPOINTS,
  ...ITEM_ENDPOINTS,
  ...GIVING_ENDPOINTS,
  ...SUGGESTION_ENDPOINTS,
  ...MAIL_ENDPOINTS,
  ...DRAW_ENDPOINTS,
  ...DRAW_PEOPLE_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...defineEndpoints({
    qr: {
      access: "anyone",
      summary: "A QR code as SVG (the fallback for browsers that cannot draw one)",
      input: qrQuerySchema,
      answer: { contentType: "image/svg+xml", description: "The QR code" },
      revalidates: true,
      errors: ["qr_data_invalid", "too_many_attempts"],
      handle: async ({ parse, request, clientAddress }) => {
        const { data, size } = parse();
        const { svg, etag } = await qrSvg(data, size, () => limits.qrRenders.take(clientAddress));
        const headers = { etag, "cache-control": "private, max-age=86400" };
        if (namesEntityTag(request, etag)) return new Response(null, { status: 304, headers });
        return new Response(svg, { headers: { ...headers, "content-type": "image/svg+xml; charset=utf-8" } });
      },
    },
    health: {
      access: "anyone",
      summary: "Liveness; with `ready=1` readiness",
      description:
        "Liveness: 200 after reading the database, 503 `database_unavailable` when it cannot. " +
        "`ready=1`: also 503 `shutting_down` while the server drains after SIGTERM, so a proxy stops sending it requests.",
      input: healthQuerySchema,
      errors: ["database_unavailable", "shutting_down"],
      handle: async ({ parse }) => {
        const { ready } = parse();
        await (ready ? checkReady() : checkDatabase());
        return {};
      },
    },
    // The API described for integrators (docs/api.md links here), made from the handlers' own schemas.
    openapi: {
      access: "anyone",
      summary: "This document",
      answer: { contentType: "application/json", description: "The OpenAPI 3.1 description of the API" },
      errors: [],
      handle: async () => Response.json(openApiDocument(), { headers: { "cache-control": "no-cache" } }),
    },
  }),
};

let built: OpenApiDocument | undefined;

/** The OpenAPI document, built once per process (it depends on the code and MAX_ITEMS_PER_LIST only). */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument(API);
  return built;
}
