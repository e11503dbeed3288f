// No answer ever carries a password, a password hash, a token hash, or an edit token other than
// the one it just issued; identifiers are long, URL-safe, random; the store holds no plaintext.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer } from "../support/api";
import type { WireItem } from "../../lib/wire";
import { testServerForFile } from "../support/fixture";
import { openDatabase } from "../support/database";

const { server, api } = testServerForFile();

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("secrets never leave the server", () => {
  it("a full scenario's answers hold no password, hash or foreign token", async () => {
    const passwords = [
      "Owner-Pw-Alpha-7788",
      "Owner-Pw-Bravo-9911",
      "Reserve-Pw-Charlie-4455",
      "Reserve-Pw-Delta-6622",
      "Wrong-Pw-Echo-3311",
    ];
    const [ownerOld, ownerNew, reserveA, reserveB, wrong] = passwords as [string, string, string, string, string];
    const issued: { index: number; token: string }[] = [];
    const track = <A extends Answer>(answer: A): A => {
      if (typeof answer.json?.edit_token === "string")
        issued.push({ index: api.transcript.length - 1, token: answer.json.edit_token });
      return answer;
    };

    const created = track(await api.post("/api/list_create.php", { title: "Secrets", owner_password: ownerOld }));
    const slug = created.json.slug as string;
    let token = created.json.edit_token as string;
    const second = track(await api.post("/api/list.owner.login", { slug, owner_password: ownerOld }, { as: "json" }));
    expectOk(second);
    expectFailure(await api.post("/api/list.owner.login.php", { slug, owner_password: wrong }), 401, "wrong_password");
    const owner = () => ({ slug, edit_token: token });
    const a = (
      await api.post("/api/item_create.php", { ...owner(), title: "A", price: "19,90", url: "https://example.com" })
    ).json.item as { id: string };
    const b = (await api.post("/api/item_create.php", { ...owner(), title: "B", note: "n" }, { as: "multipart" })).json
      .item as { id: string };
    expectOk(
      await api.post(
        "/api/list_update.php",
        { ...owner(), identity_mode: "icon", occasion: "xmas", require_name: false },
        { as: "json" },
      ),
    );
    expectOk(await api.post("/api/item_reserve", { item_id: a.id, name: "🎄", password: reserveA }));
    expectOk(await api.post("/api/item_reserve.php", { item_id: b.id, name: "", password: reserveB }, { as: "json" }));
    expectFailure(
      await api.post("/api/item_reserve", { item_id: a.id, name: "🎅", password: reserveB }),
      409,
      "already_reserved",
    );
    expectFailure(
      await api.post("/api/item_unreserve", { item_id: a.id, password: wrong }),
      403,
      "reservation_password_wrong",
    );
    expectOk(await api.getList(slug));
    expectOk(await api.post("/api/item_unreserve.php", { item_id: a.id, password: reserveA }));
    expectOk(await api.post("/api/item_reorder.php", { ...owner(), item_ids: [b.id, a.id] }, { as: "json" }));
    expectOk(await api.post("/api/item_update.php", { ...owner(), item_id: b.id, title: "B2" }));
    expectOk(await api.post("/api/list_update.php", { ...owner(), identity_mode: "password_only" }, { as: "json" }));
    expectOk(await api.getList(slug));
    expectFailure(
      await api.post("/api/list_password.php", { ...owner(), owner_password: wrong, new_owner_password: ownerNew }),
      401,
      "wrong_password",
    );
    const changed = track(
      await api.post("/api/list_password.php", { ...owner(), owner_password: ownerOld, new_owner_password: ownerNew }),
    );
    expectOk(changed);
    token = changed.json.edit_token as string;
    track(await api.post("/api/list.owner.login", { slug, owner_password: ownerNew }));
    expectOk(await api.post("/api/item_unreserve", { item_id: b.id, edit_token: token }));
    expectOk(await api.post("/api/item_delete.php", { ...owner(), item_id: a.id }));
    expectOk(await api.getList(slug));
    const page = await api.get(`/web/?slug=${slug}`);
    expect(page.status).toBe(200);

    expect(issued).toHaveLength(4);
    const tokens = issued.map((one) => one.token);
    expect(new Set(tokens).size).toBe(4);
    expect(api.transcript.length).toBeGreaterThan(20);
    api.transcript.forEach((text, index) => {
      for (const password of passwords) expect(text, `answer ${index}`).not.toContain(password);
      expect(text, `answer ${index}`).not.toMatch(/\$argon2|\$2[aby]\$/);
      for (const one of issued) {
        if (one.index !== index)
          expect(text, `answer ${index} holds a token issued by answer ${one.index}`).not.toContain(one.token);
        expect(text).not.toContain(sha256(one.token));
      }
    });
    // the store holds only hashes
    const db = openDatabase(server.databaseUrl);
    try {
      const dump = JSON.stringify(
        await Promise.all(
          ["List", "Item", "EditToken"].map(async (table) => (await db.execute(`SELECT * FROM "${table}"`)).rows),
        ),
      );
      for (const secret of [...passwords, ...tokens]) expect(dump).not.toContain(secret);
      for (const one of tokens.slice(2)) expect(dump).toContain(sha256(one));
      for (const revoked of tokens.slice(0, 2)) expect(dump).not.toContain(sha256(revoked));
    } finally {
      await db.close();
    }
  });
});

describe("list page", () => {
  it("renders a hostile title and item HTML-escaped", async () => {
    const list = await api.createList('<script>alert("t")</script>');
    await api.addItem(list, { title: '<img src=x onerror=alert("i")>', note: "</textarea><b>n</b>" });
    const page = await api.get(`/web/?slug=${list.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert("t")</script>');
    expect(page.text).not.toContain('<img src=x onerror=alert("i")>');
    expect(page.text).toContain("&lt;script&gt;");
  });
});

describe("identifiers", () => {
  it("tokens are ≥ 43 chars base64url; slugs and item ids ≥ 10 URL-safe chars, unique and not sequential", async () => {
    const lists = await Promise.all(Array.from({ length: 12 }, (_, index) => api.createList(`L${index}`)));
    const items: WireItem[] = [];
    for (let index = 0; index < 12; index += 1) items.push(await api.addItem(lists[0]!, { title: `I${index}` }));
    const logins = await Promise.all(
      lists.map((list) => api.post("/api/list.owner.login", { slug: list.slug, owner_password: list.ownerPassword })),
    );
    const tokens = [
      ...lists.map((list) => list.editToken),
      ...logins.map((answer) => answer.json.edit_token as string),
    ];
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const ids of [lists.map((list) => list.slug), items.map((item) => item.id)]) {
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) {
        expect(id).toMatch(/^[A-Za-z0-9_-]{10,}$/);
        expect(id).not.toMatch(/^\d+$/);
      }
      // consecutive ids share no long prefix and differ in most places
      for (let index = 1; index < ids.length; index += 1) {
        const [previous, current] = [ids[index - 1]!, ids[index]!];
        const same = [...current].filter((char, position) => previous[position] === char).length;
        expect(same, `${previous} vs ${current}`).toBeLessThan(current.length / 2);
        expect(current.slice(0, 5)).not.toBe(previous.slice(0, 5));
      }
      expect([...ids].sort()).not.toEqual(ids);
    }
  });
});
