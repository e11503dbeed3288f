// What one request may cost (issue 34 item 2, docs/decisions/039-bounded-imports.md): an import
// with more items than a list holds is refused at once; failed imports have a limit of their own;
// bodies with more values or deeper nesting than any real request are refused before parsing.
// Each scenario comes from an address of its own (TRUST_PROXY=1).
import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer } from "../support/api";
import { describeOnOneBackend, itOnOneBackend } from "../support/backends";
import { testServerForFile } from "../support/fixture";

const { api, server } = testServerForFile({
  TRUST_PROXY: "1",
  MAX_ITEMS_PER_LIST: "20",
  RATE_LIMIT_FAILED_IMPORTS: "3",
});

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

// the parsers' bounds do not depend on the database: the SQLite pass (decision 174); the limit of
// failed imports is counted in the database: both passes
describe("list_import.php", () => {
  itOnOneBackend("refuses more items than a list may hold with 409 before looking at a single one", async () => {
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

  itOnOneBackend("names the first bad item", async () => {
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

  it("answers an address whose failed imports are spent before it sends its file (decision 223)", async () => {
    await Promise.all(Array.from({ length: 3 }, () => importFrom("10.0.3.3", [0])));
    // 30 MB announced, headers only: before, the server waited for every byte to refuse it
    const early = await new Promise<{ status: number; json: Record<string, unknown>; closes: boolean }>(
      (resolve, reject) => {
        const post = request(`${server.baseUrl}/api/list_import.php`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": String(30 * 1024 * 1024),
            "x-forwarded-for": "10.0.3.3",
            "accept-language": "en",
          },
        });
        post.on("response", (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const json = JSON.parse(String(Buffer.concat(chunks)));
            resolve({ status: response.statusCode ?? 0, json, closes: response.headers.connection === "close" });
            post.destroy();
          });
        });
        post.on("error", reject);
        post.flushHeaders();
      },
    );
    expect(early).toMatchObject({ status: 429, json: { code: "too_many_attempts" }, closes: true });
    expect(early.json.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
  });
});

describeOnOneBackend("any body", () => {
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

describeOnOneBackend("a big import", () => {
  it("is checked while the server goes on answering others (decision 068)", async () => {
    const { slug } = await api.createList();
    // ~28 MiB: 20 pictures (this server's MAX_ITEMS_PER_LIST) of valid base64 that is no image,
    // the last one not base64 at all: every picture is looked at before the refusal, as a hostile
    // sender would arrange it
    const picture = "A".repeat(1_400_000);
    const items = Array.from({ length: 20 }, (_, i) => ({
      title: `Gift ${i}`,
      picture: i === 19 ? `${picture.slice(1)}!` : picture,
    }));
    const body = Buffer.from(
      JSON.stringify({
        owner_password: "pw",
        document: { format: "wunschliste.list", version: 2, list: { title: "Big" }, items },
      }),
    );
    expect(body.byteLength).toBeGreaterThan(26 * 1024 * 1024);

    let uploaded!: () => void;
    const sent = new Promise<void>((resolve) => (uploaded = resolve));
    const answered = new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const post = request(`${server.baseUrl}/api/list_import.php`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.0.5.1" },
      });
      post.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(String(Buffer.concat(chunks))) }),
        );
      });
      post.on("error", reject);
      post.end(body, uploaded);
    });
    let done = false;
    void answered.then(() => (done = true));

    // once the whole body is handed over, read the list one request after another until the import
    // answers: with the check on the event loop, the reads waited for it (a few, at most, squeezed in
    // while the last bytes were read); off it, they go on all the while
    await sent;
    let readsWhileChecked = 0;
    while (!done) {
      const read = await api.getList(slug);
      expect(read.status).toBe(200);
      if (!done) readsWhileChecked += 1;
    }
    const answer = await answered;
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({ code: "picture_not_an_image", field: "document.items.19.picture" });
    expect(readsWhileChecked).toBeGreaterThanOrEqual(10);
  });
});
