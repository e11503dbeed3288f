// Fills a running Wunschliste server through its own HTTP API with what a real install holds:
// lists in every identity mode, settings, wishes with sections, prices, quantities, pictures
// (uploaded, fetched, refused), reservations, group gifts with pledges, a changed owner password,
// a closed list, surprise on and off, an imported copy. Then it records what the server answers
// (the visitors' and the owner's list_get, each picture's bytes as a hash) and the secrets a user
// would still hold (owner passwords, edit tokens, reservation passwords), so that a later version
// can be checked against it: tests/api/upgrade.test.ts. Uses only the API of release 0.1.0, so it
// fills that release and every later one alike; draws and mail, where the release has them, come
// from ./fill-draws-mail.mjs.
//
// Run by tests/releases/make-fixture.mjs, which starts the release's server for it; the server
// must let pictures come from 127.0.0.1 (OUTBOUND_ALLOW_HOSTS=127.0.0.1) and mail through `mail`
// (./fill-draws-mail.mjs, startMailCatcher).
import { createHash } from "node:crypto";
import http from "node:http";
import sharp from "sharp";
import { fillDrawsAndMail } from "./fill-draws-mail.mjs";

/**
 * @typedef {ReturnType<typeof client>} Client The release's API, as the fill calls it.
 * @typedef {{ kind: string, item: string, password: string }} Secret
 * @typedef {{
 *   slug: string,
 *   token: string,
 *   password: string,
 *   oldPassword?: string,
 *   revokedTokens: string[],
 *   secrets: Secret[],
 * }} FilledList A list the fill made, and what its owner and givers hold.
 * @typedef {{ id: string, title: string }} Wish
 */

/**
 * A solid `width` × `height` PNG of one colour.
 * @param {number} width
 * @param {number} height
 * @param {[number, number, number]} colour
 */
function png(width, height, [r, g, b]) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set([r, g, b], i * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A loopback server the app fetches pictures from: /blue.png, /green.png, /not-a-picture.png. */
async function pictureServer() {
  /** @type {Record<string, { type: string, body: Buffer }>} */
  const files = {
    "/blue.png": { type: "image/png", body: await png(40, 30, [20, 40, 200]) },
    "/green.png": { type: "image/png", body: await png(30, 40, [20, 160, 60]) },
    "/not-a-picture.png": { type: "image/png", body: Buffer.from("<!doctype html><title>no picture</title>") },
  };
  const server = http.createServer((request, response) => {
    const file = files[request.url ?? ""];
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { "content-type": file.type, "content-length": file.body.length }).end(file.body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  return { url: (/** @type {string} */ name) => `http://127.0.0.1:${port}${name}`, close: () => server.close() };
}

/** @param {string} baseUrl */
function client(baseUrl) {
  /**
   * @param {string} method
   * @param {string} path
   * @param {{ json?: unknown, form?: FormData, headers?: Record<string, string> }} [options]
   * @returns {Promise<{ status: number, body: any, text: string }>}
   */
  async function call(method, path, { json, form, headers = {} } = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...(json ? { "content-type": "application/json" } : {}), ...headers },
      body: json ? JSON.stringify(json) : form,
    });
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: response.status, body, text };
  }
  /**
   * POST JSON; throws unless the answer is 200 ok.
   * @param {string} path
   * @param {Record<string, unknown>} fields
   * @returns {Promise<any>}
   */
  async function post(path, fields) {
    const answer = await call("POST", path, { json: fields });
    if (answer.status !== 200 || !answer.body?.ok) throw new Error(`${path} → ${answer.status}: ${answer.text}`);
    return answer.body;
  }
  return { call, post };
}

/**
 * Fills the release at `baseUrl`: its lists' records, and its draws and mail where it has them.
 * @param {string} baseUrl
 * @param {import("./fill-draws-mail.mjs").MailCatcher} [mail]
 */
export async function fill(baseUrl, mail) {
  const { call, post } = client(baseUrl);
  const pictures = await pictureServer();
  /** @type {FilledList[]} */
  const lists = [];
  const owner = (/** @type {FilledList} */ list) => ({ slug: list.slug, edit_token: list.token });
  /** @param {string} title @param {string} password @returns {Promise<FilledList>} */
  const create = async (title, password, extra = {}) => {
    const { slug, edit_token: token } = await post("/api/list_create.php", {
      title,
      owner_password: password,
      ...extra,
    });
    return { slug, token, password, revokedTokens: [], secrets: [] };
  };
  /** @param {FilledList} list @param {Record<string, unknown>} fields @returns {Promise<any>} */
  const item = async (list, fields) => (await post("/api/item_create.php", { ...owner(list), ...fields })).item;
  const update = (/** @type {FilledList} */ list, /** @type {Record<string, unknown>} */ fields) =>
    post("/api/list_update.php", { ...owner(list), ...fields });
  /** @param {FilledList} list @param {Wish} wish @param {string} name @param {string} password @param {number} [count] */
  const reserve = async (list, wish, name, password, count) => {
    await post("/api/item_reserve", { item_id: wish.id, name, password, ...(count ? { count } : {}) });
    list.secrets.push({ kind: "reservation", item: wish.title, password });
  };
  /** @param {FilledList} list @param {Wish} wish @param {string} name @param {string} password @param {number | string} amount */
  const pledge = async (list, wish, name, password, amount) => {
    await post("/api/item_pledge.php", { item_id: wish.id, name, password, amount });
    list.secrets.push({ kind: "pledge", item: wish.title, password });
  };

  // 1. A birthday in name mode, its owner's password changed; everything a wish can carry.
  const anna = await create("Annas 30. Geburtstag 🎂", "anna-erstes-passwort", { currency: "CHF" });
  await update(anna, {
    theme_color: "#aa3355",
    font_key: "serif",
    bg_theme: "party",
    event_date: "2026-12-05T19:30",
    event_location: "Café Müller, Wien",
    event_note: "Bitte zweimal klingeln.\nZweiter Stock, links.",
    require_name: true,
    identity_mode: "name",
    occasion: "family",
    surprise: false,
  });
  const book = await item(anna, {
    title: "Kochbuch „Jerusalem“",
    url: "https://shop.example/kochbuch-jerusalem",
    price: 29.9,
    note: "Die gebundene Ausgabe, bitte.",
    section: "Bücher",
    most_wanted: true,
  });
  const game = await item(anna, { title: "Brettspiel", price: "ca. 40 CHF", quantity: 3, section: "Spiele" });
  const calendar = await item(anna, { title: "Foto-Kalender", price: 18, section: "Bücher" });
  const vase = await item(anna, { title: "Vase", image_url: pictures.url("/blue.png") });
  const broken = await item(anna, { title: "Bild, das keins ist", image_url: pictures.url("/not-a-picture.png") });
  const bike = await item(anna, { title: "Fahrrad", price: 300, group_gift: true, note: "Zusammen schenken 🚲" });
  const gone = await item(anna, { title: "Gelöschter Wunsch" });
  const socks = await item(anna, { title: "Socken", received: true });
  await post("/api/item_delete.php", { ...owner(anna), item_id: gone.id });
  const upload = new FormData();
  for (const [key, value] of Object.entries({ ...owner(anna), item_id: calendar.id })) upload.append(key, value);
  upload.append("image", new Blob([await png(48, 32, [200, 30, 30])], { type: "image/png" }), "kalender.png");
  const uploaded = await call("POST", "/api/item_image.php", { form: upload });
  if (uploaded.status !== 200) throw new Error(`item_image → ${uploaded.status}: ${uploaded.text}`);
  await reserve(anna, book, "Jürgen", "jürgens-passwort");
  await reserve(anna, game, "Oma Erna", "omas-passwort", 2);
  await reserve(anna, game, "Tom", "toms-passwort");
  await post("/api/item_reserve", { item_id: socks.id, name: "Nina", password: "ninas-passwort" });
  await post("/api/item_unreserve", { item_id: socks.id, password: "ninas-passwort" }); // released again
  await pledge(anna, bike, "Papa", "papas-passwort", 100);
  await pledge(anna, bike, "Lena", "lenas-passwort", "50,50");
  await pledge(anna, bike, "Max", "max-passwort", 25);
  await post("/api/item_reorder.php", {
    ...owner(anna),
    item_ids: [bike.id, book.id, calendar.id, game.id, vase.id, broken.id, socks.id],
  });
  const changed = await post("/api/list_password.php", {
    ...owner(anna),
    owner_password: anna.password,
    new_owner_password: "anna-zweites-passwort",
  });
  anna.revokedTokens.push(anna.token);
  anna.token = changed.edit_token;
  anna.oldPassword = anna.password;
  anna.password = "anna-zweites-passwort";
  lists.push(anna);

  // 2. A wedding in icon mode, surprise on (a new list's default), a group gift pledged by icons.
  const wedding = await create("Hochzeit Selin & Jonas 💍", "hochzeit-passwort", { currency: "TRY" });
  await update(wedding, { identity_mode: "icon", occasion: "bachelor", icon_pack_key: "family", theme_color: "#3a6" });
  const icons = (await call("GET", `/api/list_get.php?slug=${wedding.slug}`)).body.list.icons;
  const tea = await item(wedding, { title: "Teeservice", price: 1250, url: "https://shop.example/çay-seti" });
  const trip = await item(wedding, { title: "Hochzeitsreise", price: 20000, group_gift: true, most_wanted: true });
  const towels = await item(wedding, { title: "Handtücher", quantity: 2, image_url: pictures.url("/green.png") });
  await reserve(wedding, tea, icons[0], "teeservice-pw");
  await reserve(wedding, towels, icons[3], "handtuch-pw");
  await pledge(wedding, trip, icons[1], "reise-pw-1", 5000);
  await pledge(wedding, trip, icons[4], "reise-pw-2", "2500.75");
  lists.push(wedding);

  // 3. Last Christmas, in password-only mode, names optional, wishes received, then closed;
  //    surprise switched off and on again.
  const xmas = await create("Weihnachten 2025", "weihnachts-passwort");
  await update(xmas, { identity_mode: "password_only", require_name: false, occasion: "xmas", bg_theme: "birthday" });
  const lego = await item(xmas, { title: "LEGO Eisenbahn", price: 149.99, quantity: 2 });
  const scarf = await item(xmas, { title: "Schal", note: "Rot oder grün" });
  await reserve(xmas, lego, "", "lego-pw-1");
  await reserve(xmas, scarf, "", "schal-pw");
  await post("/api/item_update.php", { ...owner(xmas), item_id: scarf.id, received: true });
  await update(xmas, { surprise: false });
  await update(xmas, { surprise: true, closed: true });
  lists.push(xmas);

  // 4. A copy of the birthday, made from its export: pictures and pledges travel with it.
  const exported = await post("/api/list_export.php", owner(anna));
  const imported = await post("/api/list_import.php", {
    document: exported.document,
    owner_password: "kopie-passwort",
    title: "Annas Liste (Kopie für 2027)",
  });
  lists.push({
    slug: imported.slug,
    token: imported.edit_token,
    password: "kopie-passwort",
    revokedTokens: [],
    secrets: [],
  });

  // 5. A list with nothing but a title: every default as the release had it.
  lists.push(await create("Leere Liste", "leer-passwort"));

  // Wait for the pictures fetched in the background (and the refused one to be noted).
  for (const list of lists) {
    for (let attempt = 0; ; attempt += 1) {
      const { items } = (await call("GET", `/api/list_get.php?slug=${list.slug}`)).body;
      /** @typedef {{ image_source?: string, image_url?: string, image_problem?: string }} WishPicture */
      const waiting = items.filter(
        (/** @type {WishPicture} */ wish) => wish.image_source && !wish.image_url && !wish.image_problem,
      );
      if (waiting.length === 0) break;
      if (attempt > 300) throw new Error(`pictures of ${list.slug} were not fetched: ${JSON.stringify(waiting)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  pictures.close();

  /** @type {Awaited<ReturnType<typeof record>>[]} */
  const records = [];
  for (const list of lists) records.push(await record(baseUrl, call, list));
  return { lists: records, ...(await fillDrawsAndMail({ call, post }, mail)) };
}

/**
 * What the server answers about `list` now, and the secrets that must still work after an update.
 * @param {string} baseUrl
 * @param {Client["call"]} call
 * @param {FilledList} list
 */
async function record(baseUrl, call, list) {
  const path = `/api/list_get.php?slug=${list.slug}`;
  const visitors = (await call("GET", path)).body;
  const ownerView = (await call("GET", `${path}&reveal=1`, { headers: { "x-edit-token": list.token } })).body;
  /** @type {Record<string, string>} */
  const pictures = {};
  for (const wish of ownerView.items) {
    if (!wish.image_url) continue;
    for (const address of [wish.image_url, `${wish.image_url}/card`]) {
      const response = await fetch(`${baseUrl}${address}`);
      if (response.status !== 200) throw new Error(`${address} → ${response.status}`);
      pictures[address] = createHash("sha256")
        .update(Buffer.from(await response.arrayBuffer()))
        .digest("hex");
    }
  }
  const { slug, token, password, oldPassword, revokedTokens, secrets } = list;
  return { slug, token, password, oldPassword, revokedTokens, secrets, visitors, owner: ownerView, pictures };
}
