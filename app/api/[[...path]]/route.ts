import { apiRoutes } from "@/lib/server/http/endpoint";
import { API } from "../_endpoints";

// Every API path (lib/api-paths.mjs) is served here: the path names the endpoint, whose contract
// entry (../_endpoints/) answers; another method is a JSON 405 with Allow, and an unknown path a
// JSON 404 like every other API answer, not an HTML page (docs/decisions/090).

// an event stream stays open for as long as the page does: never cached or prerendered
export const dynamic = "force-dynamic";

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoutes(API);
