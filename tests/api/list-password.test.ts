// list_password revoking tokens, and how secrets are stored: hashed tokens, legacy bcrypt hashes.
import { hash as argon2Hash } from "@node-rs/argon2";
import bcrypt from "bcryptjs";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, TOKEN_PATTERN } from "../support/api";
import { openDatabase } from "../support/database";
import { testServerForFile } from "../support/fixture";
import { ARGON2ID_TEST } from "../../lib/server/argon2-cost.mjs";

// a server started as in production: argon2id at the real cost, not the test servers' (decision 159)
const { server, api } = testServerForFile({ TEST_CHEAP_PASSWORD_HASHES: "0" });

describe("list_password", () => {
  it("revokes every older token, answers a working new one, and swaps the password", async () => {
    const list = await api.createList("Password", "old-pass");
    const secondDevice = (await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "old-pass" })).json
      .edit_token as string;
    expectOk(
      await api.post("/api/list_update.php", { slug: list.slug, edit_token: secondDevice, event_note: "before" }),
    );

    const changed = await api.post("/api/list_password.php", {
      slug: list.slug,
      edit_token: list.editToken,
      owner_password: "old-pass",
      new_owner_password: "  new-pass  ",
    });
    expectOk(changed);
    expect(Object.keys(changed.json).sort()).toEqual(["edit_token", "ok"]);
    const fresh = changed.json.edit_token as string;
    expect(fresh).toMatch(TOKEN_PATTERN);
    expect([list.editToken, secondDevice]).not.toContain(fresh);

    for (const old of [list.editToken, secondDevice]) {
      expectFailure(
        await api.post("/api/list_update.php", { slug: list.slug, edit_token: old, event_note: "x" }),
        403,
        "edit_token_invalid",
      );
      expectFailure(
        await api.post("/api/item_create.php", { slug: list.slug, edit_token: old, title: "x" }),
        403,
        "edit_token_invalid",
      );
    }
    expectOk(await api.post("/api/list_update.php", { slug: list.slug, edit_token: fresh, event_note: "after" }));
    expectFailure(
      await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "old-pass" }),
      401,
      "wrong_password",
    );
    expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "new-pass" }));
    expect((await api.getList(list.slug)).json.list.event_note).toBe("after");
  });

  it("answers input 400, existence 404, bad token 403, wrong current password 401 (and changes nothing)", async () => {
    const list = await api.createList("Password2", "current");
    const base = { slug: list.slug, edit_token: list.editToken, owner_password: "current", new_owner_password: "next" };
    const answers = await Promise.all([
      api.post("/api/list_password.php", { ...base, new_owner_password: " " }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, owner_password: undefined }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, new_owner_password: "n".repeat(201) }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, slug: "unknownslug99" }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, edit_token: undefined }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, edit_token: "x".repeat(43) }, { as: "json" }),
      api.post("/api/list_password.php", { ...base, owner_password: "not current" }, { as: "json" }),
    ]);
    expectFailure(answers[0]!, 400, "new_password_required");
    expectFailure(answers[1]!, 400, "owner_password_missing");
    expectFailure(answers[2]!, 400, "password_too_long");
    expectFailure(answers[3]!, 404, "list_not_found");
    expectFailure(answers[4]!, 403, "edit_token_invalid");
    expectFailure(answers[5]!, 403, "edit_token_invalid");
    expectFailure(answers[6]!, 401, "wrong_password");
    // nothing changed: the old token and password still work
    expectOk(
      await api.post("/api/list_update.php", { slug: list.slug, edit_token: list.editToken, event_note: "still" }),
    );
    expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "current" }));
  });
});

describe("a login with the old password while it is changed", () => {
  // Someone who knew the old password logs in again and again (a right password counts against no
  // limit) while the owner changes it. A login that read the list before the change committed and
  // checked the old password after got a token the change had not ended (decision 215).
  it("gets no token that outlives the change", async () => {
    const owner = (answer: { json: Record<string, unknown> }) => String(answer.json.edit_token);
    const survivors: string[] = [];
    for (let round = 0; round < 4 && survivors.length === 0; round += 1) {
      const list = await api.createList("Wettlauf", "old-pass");
      const change = api.post("/api/list_password.php", {
        slug: list.slug,
        edit_token: list.editToken,
        owner_password: "old-pass",
        new_owner_password: "new-pass",
      });
      // logins sent one after another while the change runs, the first at once, so that some of them
      // read the list before it commits and check the password after (at the real hashing cost)
      const logins = [];
      for (let login = 0; login < 8; login += 1) {
        logins.push(api.post("/api/list.owner.login", { slug: list.slug, owner_password: "old-pass" }));
        await new Promise((resolve) => setTimeout(resolve, 4));
      }
      expectOk(await change);
      for (const answer of await Promise.all(logins)) {
        if (answer.status !== 200) continue;
        const check = await api.post("/api/list.owner.check", { slug: list.slug, edit_token: owner(answer) });
        if (check.status === 200) survivors.push(owner(answer));
      }
    }
    expect(survivors, "tokens of the old password that still open the list").toEqual([]);
  });
});

describe("storage", () => {
  it("stores edit tokens only as SHA-256 and passwords only as argon2id", async () => {
    const list = await api.createList("Storage", "stored-pw");
    const db = openDatabase(server.databaseUrl);
    try {
      const row = (
        await db.execute({ sql: 'SELECT id, "ownerPasswordHash" FROM "List" WHERE slug = ?', args: [list.slug] })
      ).rows[0]!;
      expect(String(row.ownerPasswordHash)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const tokens = (
        await db.execute({ sql: 'SELECT "tokenHash" FROM "EditToken" WHERE "listId" = ?', args: [String(row.id)] })
      ).rows;
      expect(tokens.map((token) => token.tokenHash)).toEqual([
        createHash("sha256").update(list.editToken).digest("hex"),
      ]);
    } finally {
      await db.close();
    }
  });

  it("opens a list whose password a test server hashed at the test cost", async () => {
    const list = await api.createList("From a test server", "placeholder");
    const db = openDatabase(server.databaseUrl);
    try {
      const cheap = await argon2Hash("hashed-cheaply", ARGON2ID_TEST);
      expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
      await db.execute({ sql: 'UPDATE "List" SET "ownerPasswordHash" = ? WHERE slug = ?', args: [cheap, list.slug] });
    } finally {
      await db.close();
    }
    expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "hashed-cheaply" }));
    expectFailure(
      await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "placeholder" }),
      401,
      "wrong_password",
    );
  });

  it("accepts a legacy bcrypt owner hash and upgrades it to argon2id at the next login", async () => {
    const list = await api.createList("Imported", "placeholder");
    const db = openDatabase(server.databaseUrl);
    try {
      const legacy = bcrypt.hashSync("from-the-old-install", 4);
      expect(legacy).toMatch(/^\$2[aby]\$/);
      await db.execute({ sql: 'UPDATE "List" SET "ownerPasswordHash" = ? WHERE slug = ?', args: [legacy, list.slug] });

      expectFailure(
        await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "placeholder" }),
        401,
        "wrong_password",
      );
      const stillLegacy = await db.execute({
        sql: 'SELECT "ownerPasswordHash" FROM "List" WHERE slug = ?',
        args: [list.slug],
      });
      expect(stillLegacy.rows[0]!.ownerPasswordHash).toBe(legacy);

      const login = await api.post("/api/list.owner.login.php", {
        slug: list.slug,
        owner_password: "from-the-old-install",
      });
      expectOk(login);
      expect(login.json.edit_token).toMatch(TOKEN_PATTERN);
      const upgraded = await db.execute({
        sql: 'SELECT "ownerPasswordHash" FROM "List" WHERE slug = ?',
        args: [list.slug],
      });
      expect(String(upgraded.rows[0]!.ownerPasswordHash)).toMatch(/^\$argon2id\$/);
      // the upgraded hash still takes the same password, and only that one
      expectOk(await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "from-the-old-install" }));
      expectFailure(
        await api.post("/api/list.owner.login", { slug: list.slug, owner_password: "placeholder" }),
        401,
        "wrong_password",
      );
    } finally {
      await db.close();
    }
  });
});
