// Who may call (docs/architecture.md "Who may call"): the frame checks the owner's, the organizer's
// and the admin's credentials itself, before any handler runs. The other accesses are checked by
// the handler or the domain, which alone can tell (a reservation's password, which of two tokens,
// a mail link's token): for each endpoint of those, a stranger's call with a real object and a
// wrong credential is refused here, and the object is left as it was. A new endpoint whose
// handler checks its caller fails the last test until it has its case below.
import { describe, expect, it } from "vitest";
import { API } from "@/app/api/_endpoints";
import type { Access } from "@/lib/server/openapi/operation";
import { expectFailure, expectOk } from "../support/api";
import { drawCalls } from "../support/draws";
import { mailingServerForFile } from "../support/mail";

const file = mailingServerForFile();
const WRONG_TOKEN = "x".repeat(43);

/** The accesses the frame checks before the handler (lib/server/http/access.ts), and "anyone". */
const FRAME_CHECKED: Access[] = ["anyone", "owner", "owner, not co-owner", "item owner", "organizer", "admin"];

const refusals = {
  list_get: async () => {
    const list = await file.api.createList();
    const answer = await file.api.get(`/api/list_get.php?slug=${list.slug}`, { "x-edit-token": WRONG_TOKEN });
    expectFailure(answer, 403, "edit_token_invalid");
  },
  item_image: async () => {
    const list = await file.api.createList();
    const item = await file.api.addItem(list);
    const form = new FormData();
    for (const [key, value] of Object.entries({ slug: list.slug, edit_token: WRONG_TOKEN, item_id: item.id }))
      form.append(key, value);
    form.append("image", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), "a.png");
    expectFailure(await file.api.postRaw("/api/item_image.php", form), 403, "edit_token_invalid");
  },
  item_unreserve: async () => {
    const list = await file.api.createList();
    const item = await file.api.addItem(list);
    expectOk(await file.api.post("/api/item_reserve.php", { item_id: item.id, name: "Anna", password: "anna-pw" }));
    const wrongPassword = await file.api.post("/api/item_unreserve.php", { item_id: item.id, password: "other-pw" });
    expectFailure(wrongPassword, 403, "reservation_password_wrong");
    const wrongToken = await file.api.post("/api/item_unreserve.php", {
      item_id: item.id,
      slug: list.slug,
      edit_token: WRONG_TOKEN,
    });
    expectFailure(wrongToken, 403, "edit_token_invalid");
    expect((await file.api.getList(list.slug)).json.items[0]?.reserved_by).toBe("Anna");
  },
  item_unpledge: async () => {
    const list = await file.api.createList();
    const item = await file.api.addItem(list, { price: 100, group_gift: true });
    expectOk(
      await file.api.post("/api/item_pledge.php", { item_id: item.id, name: "Anna", password: "anna-pw", amount: 30 }),
    );
    const wrongPassword = await file.api.post("/api/item_unpledge.php", { item_id: item.id, password: "other-pw" });
    expectFailure(wrongPassword, 403, "reservation_password_wrong");
    const wrongToken = await file.api.post("/api/item_unpledge.php", {
      item_id: item.id,
      slug: list.slug,
      edit_token: WRONG_TOKEN,
    });
    expectFailure(wrongToken, 403, "edit_token_invalid");
    expect((await file.api.getList(list.slug)).json.items[0]?.pledges).toHaveLength(1);
  },
  item_suggest_delete: async () => {
    const list = await file.api.createList();
    const suggested = await file.api.post<{ item: { id: string } }>("/api/item_suggest.php", {
      slug: list.slug,
      title: "Helm",
      name: "Anna",
      password: "anna-pw",
    });
    expectOk(suggested);
    const answer = await file.api.post("/api/item_suggest_delete.php", {
      item_id: suggested.json.item.id,
      password: "other-pw",
    });
    expectFailure(answer, 403, "suggestion_password_wrong");
  },
  draw_get: async () => {
    const draw = await drawCalls(file.api).createDraw();
    expectFailure(
      await drawCalls(file.api).read(draw.slug, { "x-participant-token": WRONG_TOKEN }),
      403,
      "participant_token_invalid",
    );
    expectFailure(
      await drawCalls(file.api).read(draw.slug, { "x-organizer-token": WRONG_TOKEN }),
      403,
      "organizer_token_invalid",
    );
  },
  draw_wishlist: async () => {
    const calls = drawCalls(file.api);
    const draw = await calls.createDraw();
    await calls.joinAs(draw, "Anna");
    const list = await file.api.createList();
    const answer = await file.api.post("/api/draw_wishlist.php", {
      slug: draw.slug,
      participant_token: WRONG_TOKEN,
      list_slug: list.slug,
    });
    expectFailure(answer, 403, "participant_token_invalid");
  },
  draw_reveal: async () => {
    const calls = drawCalls(file.api);
    const draw = await calls.createDraw();
    const people = [
      await calls.joinAs(draw, "Anna"),
      await calls.joinAs(draw, "Ben"),
      await calls.joinAs(draw, "Carl"),
    ];
    expectOk(await calls.run(draw));
    expectFailure(await calls.reveal(draw, { ...people[0]!, token: WRONG_TOKEN }), 403, "participant_token_invalid");
    // the organizer's token is no person's
    expectFailure(await calls.reveal(draw, { ...people[0]!, token: draw.token }), 403, "participant_token_invalid");
    expect((await calls.organizerView(draw)).participants.map((p) => p.has_looked)).toEqual([false, false, false]);
  },
  draw_email: async () => {
    const calls = drawCalls(file.api);
    const draw = await calls.createDraw();
    const grandma = await calls.add(draw, "Grandma");
    const email = "grandma@example.org";
    const post = (fields: Record<string, unknown>) =>
      file.api.post("/api/draw_email.php", { slug: draw.slug, email, ...fields }, { as: "json" });
    expectFailure(await post({ participant_token: WRONG_TOKEN }), 403, "participant_token_invalid");
    expectFailure(
      await post({ organizer_token: WRONG_TOKEN, participant_id: grandma.id }),
      403,
      "organizer_token_invalid",
    );
  },
  mail_confirm: async () => {
    expectFailure(await file.api.post("/api/mail_confirm.php", { token: WRONG_TOKEN }), 404, "mail_link_invalid");
  },
  mail_unsubscribe: async () => {
    // a token that names nothing answers the same ok, so a stranger learns nothing (docs/api.md
    // "Mail"); a malformed one is refused
    expectOk(await file.api.post("/api/mail_unsubscribe.php", { token: WRONG_TOKEN }));
    expectFailure(await file.api.post("/api/mail_unsubscribe.php", { token: "x" }), 404, "mail_link_invalid");
  },
  mail_resubscribe: async () => {
    expectFailure(await file.api.post("/api/mail_resubscribe.php", { token: WRONG_TOKEN }), 404, "mail_link_invalid");
  },
} satisfies Partial<Record<keyof typeof API, () => Promise<void>>>;

describe("a stranger's call is refused where the handler checks who calls", () => {
  for (const [name, refused] of Object.entries(refusals)) it(name, refused);
});

it("has a refusal above for every endpoint whose access the handler checks", () => {
  const checkedByHandlers = Object.entries(API)
    .filter(([, endpoint]) => !FRAME_CHECKED.includes(endpoint.access))
    .map(([name]) => name);
  expect(checkedByHandlers.length).toBeGreaterThan(5);
  expect(Object.keys(refusals).sort()).toEqual(checkedByHandlers.sort());
});
