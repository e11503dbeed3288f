// The API's endpoints by name: the one place each path is written (docs/decisions/090). The name is
// the key every other part uses: the answer shapes (lib/validations/responses.ts), the schemas,
// limits, error codes and handler of each (app/api/_endpoints/), the OpenAPI document, the browser
// client (lib/client/api-client.ts) and the request metrics' route label
// (server/metrics/route-label.mjs: no other path becomes a label).
// `aliases`: older paths that answer exactly like `path`; the browser tries them after it on a 404/405,
// or before it with `aliasFirst` (the original client's order, docs/product.md §7).
// A part in braces (`{id}`) stands for whatever fills it; the route label is the path as written.
// Plain ESM without imports: the browser bundle and the server (server/, no build) read it as it is; what
// the browser does not call is left out of its bundle (no work at load time).

export const ENDPOINTS = /** @type {const} */ ({
  list_get: { path: "/api/list_get.php", method: "GET" },
  list_events: { path: "/api/list_events.php", method: "GET" },
  list_create: { path: "/api/list_create.php", aliases: ["/api/list.create.php"], method: "POST" },
  owner_login: { path: "/api/list.owner.login", aliases: ["/api/list.owner.login.php"], method: "POST" },
  owner_check: { path: "/api/list.owner.check", method: "POST" },
  list_update: { path: "/api/list_update.php", method: "POST" },
  list_password: { path: "/api/list_password.php", method: "POST" },
  list_delete: { path: "/api/list_delete.php", method: "POST" },
  list_export: { path: "/api/list_export.php", method: "POST" },
  list_import: { path: "/api/list_import.php", method: "POST" },
  owner_invite: { path: "/api/owner_invite.php", method: "POST" },
  owner_invite_accept: { path: "/api/owner_invite_accept.php", method: "POST" },
  owner_invite_revoke: { path: "/api/owner_invite_revoke.php", method: "POST" },
  item_create: { path: "/api/item_create.php", method: "POST" },
  item_preview: { path: "/api/item_preview.php", method: "POST" },
  items_import_preview: { path: "/api/items_import_preview.php", method: "POST" },
  items_import: { path: "/api/items_import.php", method: "POST" },
  items_import_picture: { path: "/api/items_import_picture.php", method: "POST" },
  item_image: { path: "/api/item_image.php", method: "POST" },
  item_image_delete: { path: "/api/item_image_delete.php", method: "POST" },
  image: { path: "/api/image/{id}", method: "GET" },
  item_update: { path: "/api/item_update.php", method: "POST" },
  item_delete: { path: "/api/item_delete.php", method: "POST" },
  item_reorder: { path: "/api/item_reorder.php", method: "POST" },
  section_rename: { path: "/api/section_rename.php", method: "POST" },
  item_reserve: { path: "/api/item_reserve.php", aliases: ["/api/item_reserve"], aliasFirst: true, method: "POST" },
  item_unreserve: {
    path: "/api/item_unreserve.php",
    aliases: ["/api/item_unreserve"],
    aliasFirst: true,
    method: "POST",
  },
  item_pledge: { path: "/api/item_pledge.php", method: "POST" },
  item_unpledge: { path: "/api/item_unpledge.php", method: "POST" },
  item_suggest: { path: "/api/item_suggest.php", method: "POST" },
  item_suggest_delete: { path: "/api/item_suggest_delete.php", method: "POST" },
  item_ask: { path: "/api/item_ask.php", method: "POST" },
  item_answer: { path: "/api/item_answer.php", method: "POST" },
  item_question_delete: { path: "/api/item_question_delete.php", method: "POST" },
  mail_confirm: { path: "/api/mail_confirm.php", method: "POST" },
  mail_unsubscribe: { path: "/api/mail_unsubscribe.php", method: "POST" },
  mail_resubscribe: { path: "/api/mail_resubscribe.php", method: "POST" },
  draw_create: { path: "/api/draw_create.php", method: "POST" },
  draw_login: { path: "/api/draw_login.php", method: "POST" },
  draw_update: { path: "/api/draw_update.php", method: "POST" },
  draw_join: { path: "/api/draw_join.php", method: "POST" },
  draw_link: { path: "/api/draw_link.php", method: "POST" },
  draw_remove: { path: "/api/draw_remove.php", method: "POST" },
  draw_exclude: { path: "/api/draw_exclude.php", method: "POST" },
  draw_run: { path: "/api/draw_run.php", method: "POST" },
  draw_wishlist: { path: "/api/draw_wishlist.php", method: "POST" },
  draw_get: { path: "/api/draw_get.php", method: "GET" },
  draw_reveal: { path: "/api/draw_reveal.php", method: "POST" },
  draw_export: { path: "/api/draw_export.php", method: "POST" },
  draw_email: { path: "/api/draw_email.php", method: "POST" },
  draw_send_links: { path: "/api/draw_send_links.php", method: "POST" },
  list_report: { path: "/api/list_report.php", method: "POST" },
  admin_overview: { path: "/api/admin_overview.php", method: "GET" },
  admin_lists: { path: "/api/admin_lists.php", method: "GET" },
  admin_list_hide: { path: "/api/admin_list_hide.php", method: "POST" },
  admin_list_delete: { path: "/api/admin_list_delete.php", method: "POST" },
  admin_draw_delete: { path: "/api/admin_draw_delete.php", method: "POST" },
  admin_reports: { path: "/api/admin_reports.php", method: "GET" },
  admin_report_dismiss: { path: "/api/admin_report_dismiss.php", method: "POST" },
  qr: { path: "/api/qr", method: "GET" },
  health: { path: "/api/health", method: "GET" },
  openapi: { path: "/api/openapi.json", method: "GET" },
});

/** @typedef {keyof typeof ENDPOINTS} EndpointName */

/** @param {EndpointName} name @returns {string[]} its path first, then its aliases */
export const pathsOf = (name) => {
  const endpoint = ENDPOINTS[name];
  return [endpoint.path, ...("aliases" in endpoint ? endpoint.aliases : [])];
};

/** @returns {EndpointName[]} */
const endpointNames = () => /** @type {EndpointName[]} */ (Object.keys(ENDPOINTS));

/** Every path the API serves, aliases included, each as written. */
export const API_PATHS = /* @__PURE__ */ allPaths();

function allPaths() {
  return endpointNames().flatMap(pathsOf);
}

/** @type {{ byPath: Map<string, EndpointName>, patterns: { prefix: string, written: string, name: EndpointName }[] } | undefined} */
let index;

/** Written paths without braces by their endpoint, and the paths with a part in braces (built at first use). */
function pathIndex() {
  if (index) return index;
  index = { byPath: new Map(), patterns: [] };
  for (const name of endpointNames()) {
    for (const written of pathsOf(name)) {
      const brace = written.indexOf("{");
      if (brace < 0) index.byPath.set(written, name);
      else index.patterns.push({ prefix: written.slice(0, brace), written, name });
    }
  }
  return index;
}

/**
 * The endpoint a request path is for, and the path as written (an alias stays itself; a part in
 * braces is matched by whatever follows its prefix); undefined for any other path.
 * @param {string} pathname
 * @returns {{ name: EndpointName, written: string } | undefined}
 */
export function apiRouteOf(pathname) {
  const { byPath, patterns } = pathIndex();
  const name = byPath.get(pathname);
  if (name) return { name, written: pathname };
  const pattern = patterns.find(({ prefix }) => pathname.startsWith(prefix));
  return pattern && { name: pattern.name, written: pattern.written };
}
