import { endpoint } from "@/lib/server/http/endpoint";
import { openApiDocument } from "@/lib/server/openapi/document";

// The API described for integrators (docs/api.md links here), made from the handlers' own schemas.
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint("openapi", {
  GET: async () => Response.json(openApiDocument(), { headers: { "cache-control": "no-cache" } }),
});
