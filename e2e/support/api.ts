// Test fixtures made through the real HTTP API (faster than clicking them together in the UI).
import { expect, type APIRequestContext } from "@playwright/test";
import type { z } from "zod";
import type { updateListSchema } from "../../features/lists/shared/list";
import type { WireItem, WireList } from "../../lib/wire";

export type TestList = { slug: string; editToken: string; title: string; password: string };

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function apiCreateList(
  request: APIRequestContext,
  title = unique("E2E list"),
  password = "owner-secret",
): Promise<TestList> {
  const response = await request.post("/api/list_create.php", { form: { title, owner_password: password } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { slug: string; edit_token: string };
  return { slug: body.slug, editToken: body.edit_token, title, password };
}

export async function apiAddItem(
  request: APIRequestContext,
  list: TestList,
  item: {
    title: string;
    url?: string;
    image_url?: string;
    price?: string | number;
    note?: string;
    quantity?: number;
    section?: string;
    most_wanted?: boolean;
    group_gift?: boolean;
    one_of?: string;
    unlimited?: boolean;
  },
): Promise<WireItem> {
  const response = await request.post("/api/item_create.php", {
    data: { slug: list.slug, edit_token: list.editToken, ...item },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { item: WireItem }).item;
}

/** What list_update takes besides slug and token, as sent over the wire (docs/api.md "list_update"). */
type ListUpdate = Partial<Omit<z.input<typeof updateListSchema>, "slug" | "edit_token">>;

export async function apiUpdateList(
  request: APIRequestContext,
  list: TestList,
  /** null clears a setting (for icon_pack_key: the occasion chooses the pack again). */
  changes: ListUpdate,
): Promise<WireList> {
  const response = await request.post("/api/list_update.php", {
    data: { slug: list.slug, edit_token: list.editToken, ...changes },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { list: WireList }).list;
}

/** A co-owner link for `list`, made by its owner (decision 122): the link as the answer gives it. */
export async function apiInviteCoOwner(request: APIRequestContext, list: TestList, label: string): Promise<string> {
  const response = await request.post("/api/owner_invite.php", {
    data: { slug: list.slug, edit_token: list.editToken, label },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { owner_link: string }).owner_link;
}

export async function apiReserve(
  request: APIRequestContext,
  itemId: string,
  name: string,
  password: string,
  count = 1,
) {
  const response = await request.post("/api/item_reserve.php", {
    form: { item_id: itemId, name, password, ...(count === 1 ? {} : { count: String(count) }) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A friend chips in `amount` (in the list's currency) for a group gift on another device. */
export async function apiPledge(
  request: APIRequestContext,
  itemId: string,
  name: string,
  password: string,
  amount: number,
) {
  const response = await request.post("/api/item_pledge.php", {
    form: { item_id: itemId, name, password, amount: String(amount) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A secret-santa draw whose people joined with their wishlists and were drawn (docs/api.md
 * "Draws"): each person's personal link, by name. Two people draw each other.
 */
export async function apiDrawnDraw(
  request: APIRequestContext,
  people: { name: string; list: TestList }[],
): Promise<Map<string, string>> {
  const post = async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const response = await request.post(path, { data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  const draw = await post<{ slug: string; organizer_token: string }>("/api/draw_create.php", {
    title: unique("E2E draw"),
    organizer_password: "orga-secret",
  });
  const links = new Map<string, string>();
  for (const { name, list } of people) {
    const joined = await post<{ participant_link: string }>("/api/draw_join.php", {
      slug: draw.slug,
      name,
      password: `${name}-pw`,
      list_slug: list.slug,
    });
    links.set(name, joined.participant_link);
  }
  await post("/api/draw_run.php", { slug: draw.slug, organizer_token: draw.organizer_token });
  return links;
}

/** A giver's secret suggestion on the list (docs/decisions/115-secret-suggestions.md), made on another device. */
export async function apiSuggest(
  request: APIRequestContext,
  list: TestList,
  suggestion: { title: string; name: string; password: string },
): Promise<WireItem> {
  const response = await request.post("/api/item_suggest.php", { form: { slug: list.slug, ...suggestion } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { item: WireItem }).item;
}

/** A guest asks about a wish (item_ask) on another device: the question's id. */
export async function apiAsk(request: APIRequestContext, itemId: string, question: string): Promise<string> {
  const response = await request.post("/api/item_ask.php", { form: { item_id: itemId, question } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { question_id: string }).question_id;
}

/** The owner turns on the celebrated person's view (decision 123): its link, as the settings show it. */
export async function apiCelebratedLink(request: APIRequestContext, list: TestList): Promise<string> {
  await apiUpdateList(request, list, { celebrated_view: true });
  const response = await request.get(`/api/list_get.php?slug=${list.slug}`, {
    headers: { "X-Edit-Token": list.editToken },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { celebrated_link: string }).celebrated_link;
}

/** The owner deletes a wish on another device. */
export async function apiDeleteItem(request: APIRequestContext, list: TestList, itemId: string) {
  const response = await request.post("/api/item_delete.php", {
    data: { slug: list.slug, edit_token: list.editToken, item_id: itemId },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The owner uploads a picture for a wish (multipart, as the form does); the list keeps its own copy. */
export async function apiUploadPicture(request: APIRequestContext, list: TestList, itemId: string, picture: Buffer) {
  const response = await request.post("/api/item_image.php", {
    multipart: {
      slug: list.slug,
      edit_token: list.editToken,
      item_id: itemId,
      image: { name: "picture.png", mimeType: "image/png", buffer: picture },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { item: WireItem }).item;
}

/** The owner makes a co-owner link (owner_invite), as Settings does: the link a co-owner opens. */
export async function apiCoOwnerLink(request: APIRequestContext, list: TestList, label: string): Promise<string> {
  const response = await request.post("/api/owner_invite.php", {
    data: { slug: list.slug, edit_token: list.editToken, label },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { owner_link: string }).owner_link;
}

export type TestDraw = { slug: string; organizerToken: string };

/** A secret-santa draw (draw_create): its slug and organizer token. */
export async function apiCreateDraw(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<TestDraw> {
  const response = await request.post("/api/draw_create.php", {
    data: { title: unique("E2E draw"), organizer_password: "orga-secret", ...fields },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { slug: string; organizer_token: string };
  return { slug: body.slug, organizerToken: body.organizer_token };
}

/** A person joins a draw with name and password (draw_join): their personal link. */
export async function apiJoinDraw(request: APIRequestContext, draw: TestDraw, name: string, password = `${name}-pw`) {
  const response = await request.post("/api/draw_join.php", { form: { slug: draw.slug, name, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { participant_link: string }).participant_link;
}

/** People join a draw one after another, in the order given, each with `${name}-pw`: their personal links, by name. */
export async function apiJoinDrawAll(request: APIRequestContext, draw: TestDraw, names: string[]) {
  const links = new Map<string, string>();
  for (const name of names) links.set(name, await apiJoinDraw(request, draw, name));
  return links;
}

/** The owner password changed on another device: every token made with the old one ends. */
export async function apiChangeOwnerPassword(request: APIRequestContext, list: TestList, newPassword: string) {
  const response = await request.post("/api/list_password.php", {
    form: {
      slug: list.slug,
      edit_token: list.editToken,
      owner_password: list.password,
      new_owner_password: newPassword,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}
