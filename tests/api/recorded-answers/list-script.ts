// The script's first list (tests/api/recorded-answers.test.ts): creating and reading it, its wishes
// and their pictures, sections, settings, and reserving and releasing in every encoding.
import sharp from "sharp";
import type { Call } from "./recorder";

export async function listScript(call: Call) {
  const created = await call("create list (form)", "POST", "/api/list_create.php", {
    form: { title: "Geburtstag 🎂 Ümit & Şule", owner_password: "geheim" },
  });
  const slug = created.slug as string;
  const token = created.edit_token as string;
  await call("create list via alias (json)", "POST", "/api/list.create.php", {
    json: { title: "Second", owner_password: "pw" },
  });
  await call("create without title (de)", "POST", "/api/list_create.php", { form: { owner_password: "x" } });
  await call(
    "create with long title (en)",
    "POST",
    "/api/list_create.php",
    { form: { title: "x".repeat(121), owner_password: "x" } },
    { "accept-language": "en" },
  );
  await call("get empty list", "GET", `/api/list_get.php?slug=${slug}`);
  await call("get unknown list (tr)", "GET", "/api/list_get.php?slug=nope", undefined, { "accept-language": "tr" });
  await call("get without slug", "GET", "/api/list_get.php");
  await call("list_get by POST", "POST", "/api/list_get.php", { form: { slug } });
  // the live-update stream's failures are ordinary JSON answers (its success is a stream: list-events.test.ts)
  await call("events of unknown list (en)", "GET", "/api/list_events.php?slug=nope", undefined, {
    "accept-language": "en",
  });
  await call("events without slug", "GET", "/api/list_events.php");

  const first = await call("create item (json, numeric price)", "POST", "/api/item_create.php", {
    json: {
      slug,
      edit_token: token,
      title: "Weingläser",
      url: "https://example.com/glaeser",
      price: "19,90",
      note: "6 Stück\nbitte",
    },
  });
  const second = await call("create item (form, price text)", "POST", "/api/item_create.php", {
    form: { slug, edit_token: token, title: "Kaffee", price: "ab 10 €", image_url: "https://example.com/k.jpg" },
  });
  await call("create item with private url", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "x", url: "http://127.0.0.2/" },
  });
  await call("create item with wrong token", "POST", "/api/item_create.php", {
    json: { slug, edit_token: "wrong", title: "x" },
  });
  const firstId = (first.item as { id: string }).id;
  const secondId = (second.item as { id: string }).id;
  const picture = new FormData();
  for (const [key, value] of Object.entries({ slug, edit_token: token, item_id: firstId })) picture.append(key, value);
  const dot = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#cc3333" } })
    .png()
    .toBuffer();
  picture.append("image", new Blob([new Uint8Array(dot)], { type: "image/png" }), "dot.png");
  await call("upload a picture (multipart)", "POST", "/api/item_image.php", { multipart: picture });
  const notPicture = new FormData();
  for (const [key, value] of Object.entries({ slug, edit_token: token, item_id: firstId }))
    notPicture.append(key, value);
  notPicture.append("image", new Blob(["<html>"], { type: "image/png" }), "page.png");
  await call(
    "upload no picture (en)",
    "POST",
    "/api/item_image.php",
    { multipart: notPicture },
    { "accept-language": "en" },
  );
  await call("remove the picture", "POST", "/api/item_image_delete.php", {
    form: { slug, edit_token: token, item_id: firstId },
  });
  await call("unknown picture", "GET", "/api/image/nosuchpicture");
  await call("update item (clear url, new price)", "POST", "/api/item_update.php", {
    json: { slug, edit_token: token, item_id: firstId, url: null, price: 25 },
  });
  await call("update item with bad price", "POST", "/api/item_update.php", {
    json: { slug, edit_token: token, item_id: firstId, price: "-3" },
  });
  await call("reorder (comma list)", "POST", "/api/item_reorder.php", {
    form: { slug, edit_token: token, item_ids: `${secondId},${firstId}` },
  });
  await call("reorder with missing id", "POST", "/api/item_reorder.php", {
    json: { slug, edit_token: token, item_ids: [firstId] },
  });
  await call("file an item under a section, most wanted", "POST", "/api/item_update.php", {
    form: { slug, edit_token: token, item_id: secondId, section: "Bücher", most_wanted: "on" },
  });
  await call("rename a section", "POST", "/api/section_rename.php", {
    json: { slug, edit_token: token, from: "Bücher", to: "Lesen" },
  });
  await call("rename a section no wish has", "POST", "/api/section_rename.php", {
    json: { slug, edit_token: token, from: "Garten", to: "Draußen" },
  });
  await call("update list settings", "POST", "/api/list_update.php", {
    json: {
      slug,
      edit_token: token,
      new_title: "Neu",
      theme_color: "ABC",
      event_date: "2026-12-24T18:30:00+01:00",
      event_location: "Bei uns",
      identity_mode: "icon",
      occasion: "xmas",
      require_name: "1",
    },
  });
  await call("update list with bad colour", "POST", "/api/list_update.php", {
    json: { slug, edit_token: token, theme_color: "red" },
  });
  await call("reserve without icon", "POST", "/api/item_reserve.php", {
    form: { item_id: firstId, name: "", password: "pw1" },
  });
  await call("reserve with icon", "POST", "/api/item_reserve", {
    form: { item_id: firstId, name: "🎄", password: "pw1" },
  });
  await call("reserve again", "POST", "/api/item_reserve.php", {
    form: { item_id: firstId, name: "🎄", password: "pw2" },
  });
  await call("get list with a reservation", "GET", `/api/list_get.php?slug=${slug}`);
  await call("unreserve with wrong password", "POST", "/api/item_unreserve.php", {
    form: { item_id: firstId, password: "nope" },
  });
  await call("unreserve with password", "POST", "/api/item_unreserve", { form: { item_id: firstId, password: "pw1" } });
  await call("unreserve a free item", "POST", "/api/item_unreserve.php", {
    form: { item_id: firstId, password: "pw1" },
  });
  await call("reserve for the owner to release", "POST", "/api/item_reserve.php", {
    form: { item_id: secondId, name: "🎁", password: "pw3" },
  });
  await call("owner releases", "POST", "/api/item_unreserve.php", {
    form: { item_id: secondId, slug, edit_token: token },
  });
  return { slug, token, secondId, dot };
}
