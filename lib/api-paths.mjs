// Every path the API serves (app/api/<name>/route.ts), aliases included: one list for the request
// metrics' route label (lib/server/metrics/route-label.mjs: no other path becomes a label) and for
// the OpenAPI document (lib/server/openapi/routes.ts must describe each one; a test fails for a
// route folder missing here). Adding a route: its folder, a line here, its description there.
// A path with a part in braces is a folder of its own (app/api/image/[...path]): its label is the
// written path, whatever fills the braces. Plain ESM, so that server.mjs reads it without a build.

export const API_PATHS = /** @type {const} */ ([
  "/api/list_get.php",
  "/api/list_events.php",
  "/api/list_create.php",
  "/api/list.create.php",
  "/api/list.owner.login",
  "/api/list.owner.login.php",
  "/api/list.owner.check",
  "/api/list_update.php",
  "/api/list_password.php",
  "/api/list_delete.php",
  "/api/list_export.php",
  "/api/list_import.php",
  "/api/item_create.php",
  "/api/item_preview.php",
  "/api/item_image.php",
  "/api/item_image_delete.php",
  "/api/image/{id}",
  "/api/item_update.php",
  "/api/item_delete.php",
  "/api/item_reorder.php",
  "/api/section_rename.php",
  "/api/item_reserve.php",
  "/api/item_reserve",
  "/api/item_unreserve.php",
  "/api/item_unreserve",
  "/api/item_pledge.php",
  "/api/item_unpledge.php",
  "/api/draw_create.php",
  "/api/draw_login.php",
  "/api/draw_join.php",
  "/api/draw_link.php",
  "/api/draw_remove.php",
  "/api/draw_exclude.php",
  "/api/draw_run.php",
  "/api/draw_wishlist.php",
  "/api/draw_get.php",
  "/api/draw_export.php",
  "/api/qr",
  "/api/health",
  "/api/openapi.json",
]);
