// POST /api/list.owner.check: the one cheap request the page makes before showing owner tools.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

async function newList() {
  const created = await api.post("/api/list_create.php", { title: "Check", owner_password: "owner-pw" });
  expectOk(created);
  return { slug: created.json.slug as string, token: created.json.edit_token as string };
}

describe("list.owner.check", () => {
  it("answers ok for the owner's token, in form and JSON, and says nothing more", async () => {
    const { slug, token } = await newList();
    for (const as of ["form", "json"] as const) {
      const answer = await api.post("/api/list.owner.check", { slug, edit_token: token }, { as });
      expectOk(answer);
      expect(answer.json).toEqual({ ok: true });
    }
  });

  it("refuses a wrong token (403), another list's token (403), an unknown list (404), no token (403)", async () => {
    const first = await newList();
    const second = await newList();
    expectFailure(
      await api.post("/api/list.owner.check", { slug: first.slug, edit_token: "x".repeat(43) }),
      403,
      "edit_token_invalid",
    );
    expectFailure(
      await api.post(
        "/api/list.owner.check",
        { slug: first.slug, edit_token: second.token },
        { headers: { "accept-language": "en" } },
      ),
      403,
      "edit_token_invalid",
      "en",
    );
    expectFailure(
      await api.post("/api/list.owner.check", { slug: "nosuchlist000", edit_token: first.token }),
      404,
      "list_not_found",
    );
    expectFailure(await api.post("/api/list.owner.check", { slug: first.slug }), 403, "edit_token_invalid");
  });

  it("refuses a token revoked by a password change; the new token passes", async () => {
    const { slug, token } = await newList();
    const changed = await api.post("/api/list_password.php", {
      slug,
      edit_token: token,
      owner_password: "owner-pw",
      new_owner_password: "new-owner-pw",
    });
    expectOk(changed);
    expectFailure(await api.post("/api/list.owner.check", { slug, edit_token: token }), 403, "edit_token_invalid");
    expectOk(await api.post("/api/list.owner.check", { slug, edit_token: changed.json.edit_token as string }));
  });

  it("answers 405 for GET", async () => {
    const answer = await api.get("/api/list.owner.check");
    expect(answer.status).toBe(405);
  });
});
