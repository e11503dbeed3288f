// Co-owner links and the celebrated person's view (issue 54; docs/decisions/122-co-owner-links.md,
// 123-the-celebrated-view.md), on two instances of one database: a revoke made through one is seen
// by the very next request on the other. Runs on both backends.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, TOKEN_PATTERN, type Api } from "../support/api";
import { twoInstancesForFile } from "../support/fixture";
import { invite, ownerRead } from "../support/owner-links";

const [a, b] = twoInstancesForFile({ TRUST_PROXY: "1", RATE_LIMIT_RESERVATIONS: "10000" });

let sender = 0;
/** An address of its own per test, so the per-address accept limit counts one test's accepts. */
const newSender = () => ({ "x-forwarded-for": `198.51.100.${++sender}` });

async function accept(token: string, api: Api = a.api, headers = newSender()) {
  const answer = await api.post<{ slug: string; edit_token: string }>(
    "/api/owner_invite_accept.php",
    { token },
    { headers },
  );
  expectOk(answer);
  return answer.json;
}

const versionOf = async (api: Api, slug: string) =>
  (await api.get<{ version: number }>(`/api/list_get.php?slug=${slug}`)).json.version;
const check = (api: Api, slug: string, token: string) => api.post("/api/list.owner.check", { slug, edit_token: token });

describe("co-owner links", () => {
  it("make a second owner who may edit, but not hand out links or change the password", async () => {
    const list = await a.api.createList("Mias Geburtstag");
    const made = await invite(a.api, list);
    // the token travels in the fragment only: the address a server or a log sees has the slug alone
    expect([...made.link.searchParams.keys()]).toEqual(["slug"]);
    expect(made.token).toMatch(TOKEN_PATTERN);
    const papa = await accept(made.token, b.api);
    expect(papa.slug).toBe(list.slug);
    expect(papa.edit_token).toMatch(TOKEN_PATTERN);
    expect(papa.edit_token).not.toBe(list.editToken);

    const coOwner = { slug: list.slug, editToken: papa.edit_token };
    await b.api.addItem(coOwner, { title: "Roller" });
    await b.api.updateList(coOwner, { title: "Mias 7. Geburtstag", celebrated_view: true });
    const owners = { slug: list.slug, edit_token: papa.edit_token };
    const en = { headers: { "accept-language": "en" } };
    expectFailure(await b.api.post("/api/owner_invite.php", { ...owners, label: "Oma" }, en), 403, "owner_only", "en");
    expectFailure(
      await b.api.post("/api/owner_invite_revoke.php", { ...owners, invite_id: made.inviteId }),
      403,
      "owner_only",
    );
    const password = { owner_password: "owner-secret", new_owner_password: "neu-und-geheim" };
    expectFailure(await b.api.post("/api/list_password.php", { ...owners, ...password }), 403, "owner_only");

    const mine = await ownerRead(a.api, list);
    expectOk(mine);
    expect(mine.json.owners).toEqual([{ invite_id: made.inviteId, label: "Papa", created_at: expect.any(String) }]);
    const papas = await ownerRead(b.api, coOwner);
    expect(papas.json.items).toEqual(mine.json.items);
    // the co-owner links are the owner's alone to hand out, so a co-owner's answer leaves them out
    // (decision 141); the celebrated view's link, which a co-owner may turn on, stays
    expect(papas.json).not.toHaveProperty("owners");
    const viewToken = (answer: typeof mine) => new URL(answer.json.celebrated_link as string).hash;
    expect(viewToken(papas)).toMatch(/^#view=/);
    expect(viewToken(papas)).toBe(viewToken(mine));
    // visitors see neither the co-owners nor the view's link
    const visitor = await a.api.getList(list.slug);
    expect(visitor.json).not.toHaveProperty("owners");
    expect(visitor.json).not.toHaveProperty("celebrated_link");
    for (const server of [a.server, b.server]) expect(server.output()).not.toContain(made.token);
  });

  it("a revoke ends the co-owner's rights on the other instance at once; a new password keeps them", async () => {
    const list = await a.api.createList("Weihnachten");
    const made = await invite(a.api, list);
    const papa = await accept(made.token, b.api);
    expectOk(await check(b.api, list.slug, papa.edit_token));

    const changed = await a.api.post<{ edit_token: string }>("/api/list_password.php", {
      slug: list.slug,
      edit_token: list.editToken,
      owner_password: "owner-secret",
      new_owner_password: "neu-und-geheim",
    });
    expectOk(changed);
    const owner = { slug: list.slug, editToken: changed.json.edit_token };
    expectOk(await check(b.api, list.slug, papa.edit_token));

    const before = await versionOf(b.api, list.slug);
    expectOk(
      await a.api.post("/api/owner_invite_revoke.php", {
        slug: list.slug,
        edit_token: owner.editToken,
        invite_id: made.inviteId,
      }),
    );
    // the open page hears of a new version, asks again and is told why
    expect(await versionOf(b.api, list.slug)).toBeGreaterThan(before);
    expectFailure(await check(b.api, list.slug, papa.edit_token), 403, "owner_link_revoked");
    expectFailure(await ownerRead(b.api, { slug: list.slug, editToken: papa.edit_token }), 403, "owner_link_revoked");
    const addAfter = await b.api.post("/api/item_create.php", {
      slug: list.slug,
      edit_token: papa.edit_token,
      title: "X",
    });
    expectFailure(addAfter, 403, "owner_link_revoked");
    expectFailure(await b.api.post("/api/owner_invite_accept.php", { token: made.token }), 403, "owner_link_revoked");
    expect((await ownerRead(a.api, owner)).json.owners).toEqual([]);
    expectOk(await check(a.api, list.slug, owner.editToken));
    const again = { slug: list.slug, edit_token: owner.editToken, invite_id: made.inviteId };
    expectFailure(await a.api.post("/api/owner_invite_revoke.php", again), 404, "invite_not_found");

    // deleting the list ends every link
    const next = await invite(a.api, owner, "Oma");
    const oma = await accept(next.token, b.api);
    expectOk(await a.api.post("/api/list_delete.php", { slug: list.slug, edit_token: owner.editToken }));
    expectFailure(await check(b.api, list.slug, oma.edit_token), 404, "list_not_found");
    expectFailure(await b.api.post("/api/owner_invite_accept.php", { token: next.token }), 404, "owner_link_invalid");
  });

  it("holds at most ten live links, however many are asked for at once; accepts are limited per address", async () => {
    const list = await a.api.createList("Viele Hände");
    const asked = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? b : a).api.post("/api/owner_invite.php", {
          slug: list.slug,
          edit_token: list.editToken,
          label: `P${i}`,
        }),
      ),
    );
    expect(asked.filter((answer) => answer.status === 200)).toHaveLength(10);
    for (const refused of asked.filter((answer) => answer.status !== 200))
      expectFailure(refused, 409, "too_many_owner_links");
    const first = asked.find((answer) => answer.status === 200)!.json as { invite_id: string; owner_link: string };
    expectOk(
      await a.api.post("/api/owner_invite_revoke.php", {
        slug: list.slug,
        edit_token: list.editToken,
        invite_id: first.invite_id,
      }),
    );
    const [token] = (await invite(a.api, list, "Nachrücker")).link.hash.slice("#owner=".length).split("&");

    const from = newSender();
    for (let i = 0; i < 20; i += 1) await accept(token!, i % 2 ? a.api : b.api, from);
    const over = await a.api.post("/api/owner_invite_accept.php", { token }, { headers: from });
    expectFailure(over, 429, "too_many_attempts");
  });

  it("refuses bad input with a clear 4xx", async () => {
    const list = await a.api.createList("Eingaben");
    const owner = { slug: list.slug, edit_token: list.editToken };
    expectFailure(await a.api.post("/api/owner_invite.php", owner), 400, "name_required");
    expectFailure(await a.api.post("/api/owner_invite.php", { ...owner, label: "x".repeat(61) }), 400, "name_too_long");
    expectFailure(
      await a.api.post("/api/owner_invite_accept.php", {}, { headers: newSender() }),
      404,
      "owner_link_invalid",
    );
    const unknown = await a.api.post(
      "/api/owner_invite_accept.php",
      { token: "A".repeat(43) },
      { headers: newSender() },
    );
    expectFailure(unknown, 404, "owner_link_invalid");
    expectFailure(await a.api.post("/api/owner_invite_revoke.php", owner), 400, "invite_id_required");
    expectFailure(
      await a.api.post("/api/owner_invite.php", { slug: list.slug, label: "Papa" }),
      403,
      "edit_token_invalid",
    );
    const maybe = await a.api.post("/api/list_update.php", { ...owner, celebrated_view: "vielleicht" }, { as: "json" });
    expectFailure(maybe, 400, "invalid_celebrated_view");
  });
});
