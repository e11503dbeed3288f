// POST /api/list_stats.php: the owner's counts of a list (scratch feature, reverted).
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile();

describe("list_stats", () => {
  it("counts the wishes and names the most wanted, for the owner only", async () => {
    const list = await api.createList();
    await api.addItem(list, { title: "Buch", most_wanted: true });
    await api.addItem(list, { title: "Tee" });
    const answer = await api.post("/api/list_stats.php", { slug: list.slug, edit_token: list.editToken, top: "2" });
    expectOk(answer);
    expect(answer.json).toEqual({ ok: true, items: 2, reserved: 0, top: ["Buch"] });
    expectFailure(
      await api.post("/api/list_stats.php", { slug: list.slug, edit_token: "x".repeat(43) }),
      403,
      "edit_token_invalid",
    );
    expectFailure(
      await api.post("/api/list_stats.php", { slug: list.slug, edit_token: list.editToken, top: "11" }),
      400,
      "invalid_top",
    );
  });
});
