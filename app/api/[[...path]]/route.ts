import { requestLocale } from "@/lib/server/http/request-info";
import { respondError } from "@/lib/server/http/respond";

// Unknown API paths answer JSON like every other API path, not an HTML page.
const notFound = async (request: Request) => respondError("not_found", requestLocale(request.headers));

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
  notFound as OPTIONS,
};
