import "server-only";
import { healthQuerySchema } from "../../validations/health";
import { qrQuerySchema } from "../../validations/qr";
import type { ApiPath, PathDescription } from "./operation";
import { DRAW_ROUTES } from "./routes-draws";
import { GIVING_ROUTES } from "./routes-giving";
import { ITEM_ROUTES } from "./routes-items";
import { LIST_ROUTES } from "./routes-lists";
import { MAIL_ROUTES } from "./routes-mail";

// What each API path does, for the OpenAPI document (./document.ts; docs/decisions/057-openapi.md).
// Everything the document says about fields and answers comes from the zod schemas the handlers
// use; these files only say which schema belongs to which path, in a sentence what it is for, and
// which error codes it may answer besides those every path shares (./document.ts COMMON_ERRORS).
// One file per area: lists (./routes-lists.ts), wishes (./routes-items.ts), reserving and pledging
// (./routes-giving.ts), secret-santa draws (./routes-draws.ts); the few others are here.
//
// Adding a route: its folder under app/api/, its path in lib/api-paths.mjs, and an entry in its
// area's file (TypeScript asks for it here once the path is listed; tests/unit/openapi.test.ts
// fails for a route folder that is not listed). An alias path is `{ aliasOf: "<path>" }`.

export const API_DESCRIPTIONS: Record<ApiPath, PathDescription> = {
  ...LIST_ROUTES,
  ...ITEM_ROUTES,
  ...GIVING_ROUTES,
  ...MAIL_ROUTES,
  ...DRAW_ROUTES,
  "/api/qr": {
    method: "get",
    summary: "A QR code as SVG (the fallback for browsers that cannot draw one)",
    input: qrQuerySchema,
    answer: { contentType: "image/svg+xml", description: "The QR code" },
    revalidates: true,
    errors: ["qr_data_invalid", "too_many_attempts"],
  },
  "/api/health": {
    method: "get",
    summary: "Liveness; with `ready=1` readiness",
    description:
      "Liveness: 200 after reading the database, 503 `database_unavailable` when it cannot. " +
      "`ready=1`: also 503 `shutting_down` while the server drains after SIGTERM, so a proxy stops sending it requests.",
    input: healthQuerySchema,
    answer: "health",
    errors: ["database_unavailable", "shutting_down"],
  },
  "/api/openapi.json": {
    method: "get",
    summary: "This document",
    answer: { contentType: "application/json", description: "The OpenAPI 3.1 description of the API" },
    errors: [],
  },
};
