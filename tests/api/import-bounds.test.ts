// What one request may cost (issue 34 item 2, docs/decisions/039-bounded-imports.md): an import
// with more items than a list holds is refused at once; failed imports have a limit of their own;
// bodies with more values or deeper nesting than any real request are refused before parsing.
// Each scenario comes from an address of its own (TRUST_PROXY=1).
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer } from "../support/api";
import { testServerForFile } from "../support/fixture";

const { api } = testServerForFile({ TRUST_PROXY: "1", MAX_ITEMS_PER_LIST: "20", RATE_LIMIT_FAILED_IMPORTS: "3" });

const from = (address: string) => ({ "x-forwarded-for": address });
const documentWith = (items: unknown[]) => ({
  format: "wunschliste.list",
  version: 1,
  list: { title: "Import" },
  items,
});
const importFrom = (address: string, items: unknown[], as: "json" | "form" = "json") =>
  api.post(
    "/api/list_import.php",
    { document: as === "json" ? documentWith(items) : JSON.stringify(documentWith(items)), owner_password: "pw" },
    { as, headers: from(address) },
  );

describe("list_import.php", () => {
  it("refuses more items than a list may hold with 409 before looking at a single one", async () => {
    // every element is bad: checked one by one, the first would have been the answer (400)
    const answer = await importFrom(
      "10.0.1.1",
      Array.from({ length: 30_000 }, () => 0),
    );
    expectFailure(answer, 409, "too_many_items");
    expect(answer.json.field).toBe("document.items");
    expectFailure(await importFrom("10.0.1.2", Array(21).fill({ title: "x" }), "form"), 409, "too_many_items");
    expectOk(await importFrom("10.0.1.3", Array(20).fill({ title: "x" })));
  });

  it("names the first bad item", async () => {
    const answer = await importFrom("10.0.2.1", [{ title: "ok" }, { title: "" }, 0, { title: "x", url: "nope" }]);
    expectFailure(answer, 400, "item_title_required");
    expect(answer.json.field).toBe("document.items.1.title");
  });

  it("limits failed imports per address with 429, also sent at once; successes do not count", async () => {
    expectOk(await importFrom("10.0.3.1", [{ title: "gut" }]));
    const answers = await Promise.all(Array.from({ length: 6 }, () => importFrom("10.0.3.1", [0])));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
    const limited = answers.find((answer) => answer.status === 429) as Answer;
    expectFailure(limited, 429, "too_many_attempts");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(800);
    // while limited, a good document is refused too; another address is not limited
    expectFailure(await importFrom("10.0.3.1", [{ title: "gut" }]), 429, "too_many_attempts");
    expectOk(await importFrom("10.0.3.2", [{ title: "gut" }]));
  });
});

describe("any body", () => {
  it("is refused with 400 when it holds more values or nests deeper than any real request", async () => {
    const manyKeys = `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":0`).join(",")}}`;
    const deep = `{"document":${"[".repeat(100_000)}${"]".repeat(100_000)},"owner_password":"pw"}`;
    const manyFields = Array.from({ length: 60_000 }, () => "a=1").join("&");
    for (const [body, type] of [
      [manyKeys, "application/json"],
      [deep, "application/json"],
      [manyFields, "application/x-www-form-urlencoded"],
    ] as const) {
      const answer = await api.postRaw("/api/list_import.php", body, type, from("10.0.4.1"));
      expectFailure(answer, 400, "invalid_body");
    }
    // small ones stay as they were: nesting within a 32 KiB body is refused the same way
    const nested = `{"title":${"[".repeat(40)}${"]".repeat(40)},"owner_password":"pw"}`;
    expectFailure(await api.postRaw("/api/list_create.php", nested, "application/json"), 400, "invalid_body");
    expectOk(await api.post("/api/list_create.php", { title: "Normal", owner_password: "pw" }, { as: "json" }));
  });
});
