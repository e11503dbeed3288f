import type { Call } from "./recorder";

/** "Any one of these" and "as many as you like" (docs/api.md "Any one of these"), on a list of their own. */
export async function oneOfScript(call: Call) {
  const list = await call("create list for alternatives", "POST", "/api/list_create.php", {
    form: { title: "Fahrräder", owner_password: "pw" },
  });
  const access = { slug: list.slug as string, edit_token: list.edit_token as string };
  const red = await call("create an alternative (json)", "POST", "/api/item_create.php", {
    json: { ...access, title: "Rot", one_of: "Fahrrad" },
  });
  const blue = await call("create another alternative (form)", "POST", "/api/item_create.php", {
    form: { ...access, title: "Blau", one_of: "Fahrrad" },
  });
  await call("create a wish without an upper count (form)", "POST", "/api/item_create.php", {
    form: { ...access, title: "Gutscheine", unlimited: "yes", quantity: "2" },
  });
  await call(
    "a group name too long (tr)",
    "POST",
    "/api/item_update.php",
    { json: { ...access, item_id: (red.item as { id: string }).id, one_of: "x".repeat(61) } },
    { "accept-language": "tr" },
  );
  await call("reserve an alternative", "POST", "/api/item_reserve.php", {
    form: { item_id: (red.item as { id: string }).id, name: "Erna", password: "pw1" },
  });
  await call(
    "reserve the other alternative (en)",
    "POST",
    "/api/item_reserve.php",
    { form: { item_id: (blue.item as { id: string }).id, name: "Ben", password: "pw2" } },
    { "accept-language": "en" },
  );
  await call("get list with a taken group", "GET", `/api/list_get.php?slug=${access.slug}`);
}
