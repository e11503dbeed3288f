// The API answers byte for byte as recorded: a fixed script of calls over every endpoint, in
// every encoding the app uses, with successes and failures in three languages. Refactors of the
// layers behind the routes must not change a single byte a client sees. Random values (slugs,
// tokens, item ids) are replaced by stable placeholders before comparing.
// The same answers are checked against the shapes declared in lib/validations/responses.ts under
// the name of the endpoint each path belongs to (lib/api-paths.mjs).
// To record anew after an intended change of the contract: RECORD_ANSWERS=1 npx vitest run tests/api/recorded-answers.test.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openApiDocument } from "@/app/api/_endpoints";
import { apiRouteOf } from "@/lib/api-paths.mjs";
import { apiAnswers, apiErrorSchema, type ApiRoute } from "@/lib/validations/responses";
import { testServerForFile } from "../support/fixture";
import sharp from "sharp";
import { startFixtureShop, type FixtureShop } from "../support/fixture-shop";

const RECORDING = path.join(import.meta.dirname, "recorded-answers.json");
const RECORDED_HEADERS = ["content-type", "cache-control", "allow", "retry-after"];

type Step = { call: string; status: number; headers: Record<string, string>; body: string };
/** A step with the answer as the client got it (before placeholders), for the shape check. */
type Answer = { call: string; pathname: string; status: number; contentType: string; body: string };

const ADMIN_TOKEN = "recorded-admin-token-0123456789";
const { server } = testServerForFile({
  RATE_LIMIT_LOGIN_FAILURES: "2",
  OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
  ADMIN_TOKEN,
});
let script: { steps: Step[]; answers: Answer[] };
let shop: FixtureShop | undefined;
// runs after the fixture's beforeAll (hooks run in the order they are declared)
beforeAll(async () => {
  shop = await startFixtureShop();
  script = await runScript(server.baseUrl, shop.origin);
});
afterAll(async () => {
  await shop?.close();
});

/** Replaces each random value with a placeholder named by its kind and order of appearance. */
class Placeholders {
  private readonly names = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  add(kind: string, value: unknown) {
    if (typeof value !== "string" || this.names.has(value)) return;
    const n = (this.counts.get(kind) ?? 0) + 1;
    this.counts.set(kind, n);
    this.names.set(value, `<${kind}${n}>`);
  }
  apply(text: string): string {
    let out = text;
    for (const [value, name] of this.names) out = out.split(value).join(name);
    return out;
  }
}

async function runScript(baseUrl: string, shopOrigin: string): Promise<{ steps: Step[]; answers: Answer[] }> {
  const steps: Step[] = [];
  const answers: Answer[] = [];
  const placeholders = new Placeholders();

  async function call(
    label: string,
    method: string,
    pathAndQuery: string,
    body?: { form?: Record<string, string>; json?: unknown; multipart?: FormData },
    headers: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body?.form) {
      init.body = new URLSearchParams(body.form).toString();
      (init.headers as Record<string, string>)["content-type"] = "application/x-www-form-urlencoded";
    } else if (body?.multipart) {
      init.body = body.multipart;
    } else if (body?.json !== undefined) {
      init.body = JSON.stringify(body.json);
      (init.headers as Record<string, string>)["content-type"] = "application/json";
    }
    const response = await fetch(`${baseUrl}${pathAndQuery}`, { redirect: "manual", ...init });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text);
    } catch {}
    placeholders.add("slug", json.slug);
    placeholders.add("token", json.edit_token);
    placeholders.add("item", (json.item as { id?: string } | undefined)?.id);
    // items_import answers several new items
    if (Array.isArray(json.items) && pathAndQuery.startsWith("/api/items_import.php")) {
      for (const item of json.items as { id?: string }[]) placeholders.add("item", item.id);
    }
    placeholders.add("reservation", json.reservation_id);
    placeholders.add("pledge", json.pledge_id);
    placeholders.add("question", json.question_id);
    for (const [, at] of text.matchAll(/"created_at":"([^"]+)"/g)) placeholders.add("time", at);
    placeholders.add("token", json.organizer_token);
    placeholders.add("person", json.participant_id);
    placeholders.add("token", json.participant_token);
    // a personal link names the server's origin (a port of its own every run)
    if (typeof json.participant_link === "string") placeholders.add("origin", new URL(json.participant_link).origin);
    for (const [, picture] of text.matchAll(/\/api\/image\/([a-z0-9]+)/g)) placeholders.add("picture", picture);
    // co-owner links and the celebrated view's link: the origin, and the token in the fragment
    placeholders.add("invite", json.invite_id);
    for (const link of [json.owner_link, json.celebrated_link]) {
      if (typeof link !== "string") continue;
      const { origin, hash } = new URL(link);
      placeholders.add("origin", origin);
      placeholders.add("token", hash.slice(hash.indexOf("=") + 1));
    }
    for (const owner of (json.owners as { created_at?: string }[] | undefined) ?? []) {
      placeholders.add("time", owner.created_at);
    }
    // the admin's answers: the database's size on this backend, report ids (times: below)
    if (pathAndQuery.startsWith("/api/admin_")) {
      for (const [size] of text.matchAll(/"database_bytes":\d+/g)) placeholders.add("size", size);
      for (const [, id] of text.matchAll(/"id":"([a-z0-9]+)"/g)) placeholders.add("report", id);
    }
    const recorded: Record<string, string> = {};
    for (const name of RECORDED_HEADERS) {
      const value = response.headers.get(name);
      if (value === null) continue;
      // Retry-After counts down from when the first attempt was counted: on a slow machine a second
      // or two have passed by the limited call. Recorded as the window it names, rounded up to a minute.
      recorded[name] = name === "retry-after" ? `~${Math.ceil(Number(value) / 60)} min` : value;
    }
    // times of this run, each the same placeholder: two of one row may differ by a millisecond or not
    const shownBody = pathAndQuery.startsWith("/api/admin_")
      ? text.replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '"<time>"')
      : text;
    steps.push({ call: label, status: response.status, headers: recorded, body: shownBody });
    const { pathname } = new URL(pathAndQuery, baseUrl);
    answers.push({
      call: label,
      pathname,
      status: response.status,
      contentType: recorded["content-type"] ?? "",
      body: text,
    });
    return json;
  }

  const created = await call("create list (form)", "POST", "/api/list_create.php", {
    form: { title: "Geburtstag 🎂 Ümit & Şule", owner_password: "geheim" },
  });
  const slug = created.slug as string;
  let token = created.edit_token as string;
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
  // quantities (docs/decisions/028-quantities.md)
  const several = await call("create an item wished three times (json)", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "Teller", quantity: 3 },
  });
  const severalId = (several.item as { id: string }).id;
  await call("create an item wished 100 times", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "Teller", quantity: 100 },
  });
  await call("reserve 2 of 3", "POST", "/api/item_reserve", {
    form: { item_id: severalId, name: "🎄", password: "pw4", count: "2" },
  });
  await call(
    "reserve 2 of the 1 left (en)",
    "POST",
    "/api/item_reserve.php",
    { form: { item_id: severalId, name: "🎁", password: "pw5", count: "2" } },
    { "accept-language": "en" },
  );
  const last = await call("reserve the last one", "POST", "/api/item_reserve.php", {
    form: { item_id: severalId, name: "🎁", password: "pw5" },
  });
  await call(
    "lower the quantity below what is reserved (tr)",
    "POST",
    "/api/item_update.php",
    { json: { slug, edit_token: token, item_id: severalId, quantity: 2 } },
    { "accept-language": "tr" },
  );
  await call("get list with several reserved", "GET", `/api/list_get.php?slug=${slug}`);
  // issue 28: the owner's view keeps the surprise (no reservers, no counts) unless revealed
  await call("owner's list, surprise kept", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-edit-token": token,
  });
  await call("owner's list, revealed", "GET", `/api/list_get.php?slug=${slug}&reveal=1`, undefined, {
    "x-edit-token": token,
  });
  await call("owner releases one of several without naming it", "POST", "/api/item_unreserve.php", {
    form: { item_id: severalId, slug, edit_token: token },
  });
  await call("owner releases one of several by reservation_id", "POST", "/api/item_unreserve", {
    form: { item_id: severalId, slug, edit_token: token, reservation_id: last.reservation_id as string },
  });
  // group gifts (docs/decisions/063-group-gifts.md)
  const gift = await call("create a group gift (json)", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "Fahrrad", price: 129, group_gift: true },
  });
  const giftId = (gift.item as { id: string }).id;
  await call("pledge 85", "POST", "/api/item_pledge.php", {
    form: { item_id: giftId, name: "🎄", password: "pw6", amount: "85" },
  });
  await call(
    "pledge more than is left (en)",
    "POST",
    "/api/item_pledge.php",
    { form: { item_id: giftId, name: "🎁", password: "pw7", amount: "50" } },
    { "accept-language": "en" },
  );
  await call("reserve a group gift", "POST", "/api/item_reserve.php", {
    form: { item_id: giftId, name: "🎁", password: "pw7" },
  });
  await call("pledge the rest", "POST", "/api/item_pledge.php", {
    form: { item_id: giftId, name: "🎁", password: "pw7", amount: "44" },
  });
  await call("get list with a fully pledged group gift", "GET", `/api/list_get.php?slug=${slug}`);
  await call("withdraw a pledge", "POST", "/api/item_unpledge.php", { form: { item_id: giftId, password: "pw7" } });
  // secret suggestions and questions on a wish (docs/decisions/115, 116)
  const suggested = await call("suggest a wish", "POST", "/api/item_suggest.php", {
    form: { slug, title: "Helm", price: "30", name: "🎁", password: "pw8" },
  });
  const suggestionId = (suggested.item as { id: string }).id;
  await call("change a suggestion with a wrong password", "POST", "/api/item_suggest.php", {
    form: { slug, item_id: suggestionId, title: "Helm, blau", name: "🎁", password: "falsch" },
  });
  const asked = await call("ask a question (json)", "POST", "/api/item_ask.php", {
    json: { item_id: giftId, question: "Welche Farbe?" },
  });
  await call("ask on a suggestion", "POST", "/api/item_ask.php", {
    form: { item_id: suggestionId, question: "Welche Größe?" },
  });
  await call("owner get list with an open question", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-edit-token": token,
  });
  await call("answer a question", "POST", "/api/item_answer.php", {
    form: { slug, edit_token: token, question_id: asked.question_id as string, answer: "Rot" },
  });
  await call("get list with a suggestion and an answer", "GET", `/api/list_get.php?slug=${slug}`);
  await call("delete a question", "POST", "/api/item_question_delete.php", {
    form: { slug, edit_token: token, question_id: asked.question_id as string },
  });
  await call("withdraw a suggestion", "POST", "/api/item_suggest_delete.php", {
    form: { item_id: suggestionId, password: "pw8" },
  });
  await call("switch the group gift off while pledged", "POST", "/api/item_update.php", {
    json: { slug, edit_token: token, item_id: giftId, group_gift: false },
  });
  await call("owner check", "POST", "/api/list.owner.check", { form: { slug, edit_token: token } });
  await call("owner check with wrong token", "POST", "/api/list.owner.check", { form: { slug, edit_token: "x" } });
  await call("owner login", "POST", "/api/list.owner.login", { form: { slug, owner_password: "geheim" } });
  const changed = await call("export", "POST", "/api/list_export.php", { form: { slug, edit_token: token } });
  await call("import", "POST", "/api/list_import.php", {
    json: { document: changed.document, owner_password: "neu" },
  });
  await call("import a non-document", "POST", "/api/list_import.php", {
    json: { document: { format: "other" }, owner_password: "neu" },
  });
  const password = await call("change owner password", "POST", "/api/list_password.php", {
    form: { slug, edit_token: token, owner_password: "geheim", new_owner_password: "neu" },
  });
  token = (password.edit_token as string | undefined) ?? token;
  await call("delete item", "POST", "/api/item_delete.php", { form: { slug, edit_token: token, item_id: secondId } });
  await call("delete it again", "POST", "/api/item_delete.php", {
    form: { slug, edit_token: token, item_id: secondId },
  });
  await call("get after delete", "GET", `/api/list_get.php?slug=${slug}`);
  await call("old token after password change", "POST", "/api/list.owner.check", {
    form: { slug, edit_token: created.edit_token as string },
  });
  await call("owner login wrong (1)", "POST", "/api/list.owner.login.php", { form: { slug, owner_password: "a" } });
  await call("owner login wrong (2)", "POST", "/api/list.owner.login.php", { form: { slug, owner_password: "b" } });
  await call("owner login limited", "POST", "/api/list.owner.login", { form: { slug, owner_password: "neu" } });
  await call("unknown api path", "GET", "/api/nothing_here.php");
  await call("method not allowed", "PUT", "/api/item_reserve.php");
  await call("malformed json", "POST", "/api/item_create.php", undefined, { "content-type": "application/json" });
  await call("qr code", "GET", "/api/qr?data=https%3A%2F%2Fexample.org%2Fweb%2F%3Fslug%3Dabc&size=120");
  await call("qr without data", "GET", "/api/qr");
  await call("health", "GET", "/api/health");
  await call("preview a shop link (fixture shop on 127.0.0.1)", "POST", "/api/item_preview.php", {
    json: { slug, edit_token: token, url: `${shopOrigin}/opengraph` },
  });
  await call("preview a private address", "POST", "/api/item_preview.php", {
    form: { slug, edit_token: token, url: "http://127.0.0.2/admin" },
  });
  await call("bring wishes along: preview pasted text", "POST", "/api/items_import_preview.php", {
    json: { slug, edit_token: token, text: "Warm socks 12,50 €\n24,99 €" },
  });
  await call("bring wishes along: no source", "POST", "/api/items_import_preview.php", {
    form: { slug, edit_token: token },
  });
  await call("bring wishes along: add the reviewed wishes", "POST", "/api/items_import.php", {
    json: {
      slug,
      edit_token: token,
      items: [{ title: "Warm socks", price: 12.5, currency: "EUR" }],
      section: "Winter",
    },
  });
  await call("bring wishes along: nothing chosen", "POST", "/api/items_import.php", {
    json: { slug, edit_token: token, items: [] },
  });
  shop!.serve("/dot.png", "image/png", dot);
  await call("bring wishes along: a found wish's picture", "POST", "/api/items_import_picture.php", {
    json: { slug, edit_token: token, url: `${shopOrigin}/dot.png` },
  });
  await call("bring wishes along: a found wish's picture that is none", "POST", "/api/items_import_picture.php", {
    json: { slug, edit_token: token, url: `${shopOrigin}/file.pdf` },
  });
  await call("bring wishes along: a picture in a private network", "POST", "/api/items_import_picture.php", {
    json: { slug, edit_token: token, url: "http://127.0.0.2/picture.png" },
  });
  await call("delete list, wrong token", "POST", "/api/list_delete.php", { form: { slug, edit_token: "x" } });
  await call("delete list", "POST", "/api/list_delete.php", { form: { slug, edit_token: token } });
  await call("get after list delete", "GET", `/api/list_get.php?slug=${slug}`);

  const drawSlug = await drawScript(call);
  await oneOfScript(call);
  await adminScript(call, drawSlug);

  // co-owner links and the celebrated view (docs/decisions/122, 123), last: the placeholders
  // before keep their numbers
  const kept = await call("create a list for co-owners", "POST", "/api/list_create.php", {
    form: { title: "Mia", owner_password: "geheim" },
  });
  await recordOwnerLinks(call, kept.slug as string, kept.edit_token as string);
  return { steps: steps.map((step) => ({ ...step, body: placeholders.apply(step.body) })), answers };
}

/** Co-owner links and the celebrated view on a list of their own (docs/decisions/122, 123). */
async function recordOwnerLinks(call: Call, slug: string, token: string) {
  await call("add a wish for the celebrated view", "POST", "/api/item_create.php", {
    json: { slug, edit_token: token, title: "Roller", price: "49.90", note: "rot", section: "Draußen" },
  });
  const invited = await call("owner invite", "POST", "/api/owner_invite.php", {
    form: { slug, edit_token: token, label: "Papa" },
  });
  const inviteToken = new URL(invited.owner_link as string).hash.slice("#owner=".length);
  const coOwner = await call("owner invite accept", "POST", "/api/owner_invite_accept.php", {
    json: { token: inviteToken },
  });
  await call(
    "owner invite by a co-owner (en)",
    "POST",
    "/api/owner_invite.php",
    {
      form: { slug, edit_token: coOwner.edit_token as string, label: "Oma" },
    },
    { "accept-language": "en" },
  );
  await call("owner invite accept, unknown link", "POST", "/api/owner_invite_accept.php", {
    form: { token: "A".repeat(43) },
  });
  await call("celebrated view on", "POST", "/api/list_update.php", {
    json: { slug, edit_token: token, celebrated_view: true },
  });
  const owned = await call("get list as owner, with links", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-edit-token": token,
  });
  const viewToken = new URL(owned.celebrated_link as string).hash.slice("#view=".length);
  await call("get the celebrated view", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-view-token": viewToken,
  });
  await call("get the celebrated view, wrong token (tr)", "GET", `/api/list_get.php?slug=${slug}`, undefined, {
    "x-view-token": "x",
    "accept-language": "tr",
  });
  await call("owner invite revoke", "POST", "/api/owner_invite_revoke.php", {
    form: { slug, edit_token: token, invite_id: invited.invite_id as string },
  });
  await call("co-owner after the revoke", "POST", "/api/list.owner.check", {
    form: { slug, edit_token: coOwner.edit_token as string },
  });
}

/** "Any one of these" and "as many as you like" (docs/api.md "Any one of these"), on a list of their own. */
async function oneOfScript(call: Call) {
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

type Call = (
  label: string,
  method: string,
  pathAndQuery: string,
  body?: { form?: Record<string, string>; json?: unknown },
  headers?: Record<string, string>,
) => Promise<Record<string, unknown>>;

/**
 * Secret-santa draws (docs/api.md "Draws"). Four people, and exclusions that leave one possible
 * draw (Anna only with Oma, Ben with Carl): every answer is the same in every run.
 */
async function drawScript(call: Call): Promise<string> {
  const list = await call("create list for a draw", "POST", "/api/list_create.php", {
    form: { title: "Annas Wünsche", owner_password: "pw" },
  });
  const created = await call("create draw (json)", "POST", "/api/draw_create.php", {
    json: {
      title: "Wichteln 2026 🎁",
      organizer_password: "orga",
      budget: "25",
      event_date: "2026-12-24",
      note: "Bei Oma",
    },
  });
  const slug = created.slug as string;
  const organizer = { slug, organizer_token: created.organizer_token as string };
  await call(
    "create draw without password (en)",
    "POST",
    "/api/draw_create.php",
    { form: { title: "x" } },
    {
      "accept-language": "en",
    },
  );
  await call("draw login, wrong password", "POST", "/api/draw_login.php", { form: { slug, organizer_password: "no" } });
  await call("draw login", "POST", "/api/draw_login.php", { form: { slug, organizer_password: "orga" } });
  await call("change the draw's day and budget", "POST", "/api/draw_update.php", {
    json: { ...organizer, budget: 30, event_date: "2026-12-26" },
  });
  await call(
    "change the draw to no title (tr)",
    "POST",
    "/api/draw_update.php",
    { form: { ...organizer, title: " " } },
    { "accept-language": "tr" },
  );
  const join = (label: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(label, "POST", "/api/draw_join.php", { form: { slug, ...fields } }, headers);
  const anna = await join("join draw with a wishlist", { name: "Anna", password: "a", list_slug: list.slug as string });
  await join(
    "join draw, known name, wrong password (fr)",
    { name: "anna", password: "b" },
    { "accept-language": "fr" },
  );
  const ben = await join("join draw", { name: "Ben", password: "b" });
  const oma = await join("organizer adds a person", { name: "Oma", organizer_token: organizer.organizer_token });
  const carl = await join("join draw again", { name: "Carl", password: "c" });
  const guest = await join("organizer adds a guest", { name: "Gast", organizer_token: organizer.organizer_token });
  await call("remove the guest", "POST", "/api/draw_remove.php", {
    form: { ...organizer, participant_id: guest.participant_id as string },
  });
  const exclude = (
    label: string,
    a: Record<string, unknown>,
    b: Record<string, unknown>,
    extra: Record<string, string> = {},
  ) =>
    call(label, "POST", "/api/draw_exclude.php", {
      form: { ...organizer, a: a.participant_id as string, b: b.participant_id as string, ...extra },
    });
  await exclude("exclude one person twice", anna, anna);
  await exclude("exclude a couple", anna, ben);
  await exclude("exclude another pair", carl, anna);
  await exclude("exclude the last partner", anna, oma);
  await call("draw impossible (en)", "POST", "/api/draw_run.php", { form: organizer }, { "accept-language": "en" });
  await call("draw impossible (ar)", "POST", "/api/draw_run.php", { form: organizer }, { "accept-language": "ar" });
  await exclude("remove an exclusion", oma, anna, { remove: "1" });
  await call("draw", "POST", "/api/draw_run.php", { json: organizer });
  await call("draw twice", "POST", "/api/draw_run.php", { json: organizer });
  await join("join after the draw (it)", { name: "Dora", password: "d" }, { "accept-language": "it" });
  await call("remove after the draw", "POST", "/api/draw_remove.php", {
    form: { ...organizer, participant_id: ben.participant_id as string },
  });
  const read = (label: string, headers: Record<string, string>) =>
    call(label, "GET", `/api/draw_get.php?slug=${slug}`, undefined, headers);
  await read("Anna reads her match", { "x-participant-token": anna.participant_token as string });
  await read("Oma reads her match", { "x-participant-token": oma.participant_token as string });
  await read("the organizer reads the draw", { "x-organizer-token": organizer.organizer_token });
  await read("reading without a token (pl)", { "accept-language": "pl" });
  await call("a new link for Oma", "POST", "/api/draw_link.php", {
    form: { ...organizer, participant_id: oma.participant_id as string },
  });
  await read("Oma's old link", { "x-participant-token": oma.participant_token as string });
  await call("Anna detaches her wishlist", "POST", "/api/draw_wishlist.php", {
    form: { slug, participant_token: anna.participant_token as string, list_slug: "" },
  });
  await call("export the draw", "POST", "/api/draw_export.php", { form: organizer });
  await call("export with a wrong token", "POST", "/api/draw_export.php", { form: { slug, organizer_token: "x" } });
  return slug;
}

/** Reports and the admin view (docs/api.md "Admin"): `drawSlug` a draw of the script. */
async function adminScript(call: Call, drawSlug: string) {
  const admin = { "x-admin-token": ADMIN_TOKEN };
  const list = await call("create list to report", "POST", "/api/list_create.php", {
    form: { title: "Gemeldet", owner_password: "pw" },
  });
  const slug = list.slug as string;
  await call("report a list", "POST", "/api/list_report.php", { json: { slug, reason: "spam", note: "Werbung" } });
  await call("report a draw", "POST", "/api/list_report.php", { form: { draw_slug: drawSlug, reason: "other" } });
  await call(
    "report without a reason (en)",
    "POST",
    "/api/list_report.php",
    { form: { slug } },
    { "accept-language": "en" },
  );
  await call("admin overview without a token", "GET", "/api/admin_overview.php");
  await call("admin overview, wrong token (nl)", "GET", "/api/admin_overview.php", undefined, {
    "x-admin-token": "x".repeat(32),
    "accept-language": "nl",
  });
  await call("admin overview", "GET", "/api/admin_overview.php", undefined, admin);
  await call("admin lists", "GET", `/api/admin_lists.php?q=${encodeURIComponent("gemeldet")}&page=1`, undefined, admin);
  const reports = await call("admin reports", "GET", "/api/admin_reports.php", undefined, admin);
  const [first] = (reports.groups as { reports: { id: string }[] }[])[0]!.reports;
  await call("dismiss a report", "POST", "/api/admin_report_dismiss.php", { form: { report_id: first!.id } }, admin);
  await call("hide a list", "POST", "/api/admin_list_hide.php", { json: { slug, hidden: true } }, admin);
  await call("a hidden list (es)", "GET", `/api/list_get.php?slug=${slug}`, undefined, { "accept-language": "es" });
  await call("show a list again", "POST", "/api/admin_list_hide.php", { form: { slug, hidden: "0" } }, admin);
  await call("admin deletes a list", "POST", "/api/admin_list_delete.php", { form: { slug } }, admin);
  await call(
    "admin deletes the reported draw",
    "POST",
    "/api/admin_draw_delete.php",
    { json: { slug: drawSlug } },
    admin,
  );
}

it("answers every call of a fixed script byte for byte as recorded", () => {
  const { steps } = script;
  if (process.env.RECORD_ANSWERS === "1") {
    writeFileSync(RECORDING, `${JSON.stringify(steps, null, 2)}\n`);
  }
  const recorded = JSON.parse(readFileSync(RECORDING, "utf8")) as Step[];
  expect(steps).toEqual(recorded);
});

it("gives every JSON answer the shape declared for its endpoint, and every failure the error shape", () => {
  const checkedSuccesses = new Set<ApiRoute>();
  for (const answer of script.answers) {
    if (!answer.contentType.startsWith("application/json")) continue; // the QR image
    const body: unknown = JSON.parse(answer.body);
    if (answer.status >= 400) {
      expect(apiErrorSchema.safeParse(body).error, answer.call).toBeUndefined();
      continue;
    }
    // each path (and alias) answers the shape declared under its endpoint's name
    const route = apiRouteOf(answer.pathname)?.name as ApiRoute | undefined;
    if (!route || !(route in apiAnswers))
      throw new Error(`${answer.call}: no answer shape is declared for ${answer.pathname}`);
    expect(apiAnswers[route].safeParse(body).error, answer.call).toBeUndefined();
    checkedSuccesses.add(route);
  }
  // the script reaches every endpoint with at least one success; the mail routes exist only with
  // SMTP_URL, and tests/api/mail.test.ts and draw-mail.test.ts check their answers' shapes
  const mailOnly = (route: string) =>
    route.startsWith("mail_") || route === "draw_email" || route === "draw_send_links";
  const withoutMail = Object.keys(apiAnswers).filter((route) => !mailOnly(route));
  expect([...checkedSuccesses].sort()).toEqual(withoutMail.sort());
});

it("gives only the error codes the OpenAPI document names for the path and status", () => {
  const paths = openApiDocument().paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const undocumented: string[] = [];
  for (const answer of script.answers) {
    if (answer.status < 400 || !answer.contentType.startsWith("application/json")) continue;
    const { code } = JSON.parse(answer.body) as { code: string };
    // an unknown path, or a method the path does not serve: its code is the catch-all's or the 405
    const operations = paths[answer.pathname];
    if (!operations) continue;
    const documented = Object.values(operations).some((operation) =>
      JSON.stringify(operation.responses[String(answer.status)] ?? {}).includes(`"${code}"`),
    );
    if (!documented) undocumented.push(`${answer.call}: ${answer.status} ${code} on ${answer.pathname}`);
  }
  expect(undocumented).toEqual([]);
});
