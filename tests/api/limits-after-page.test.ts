// Every limit and the live stream cap after a start whose first request is a list page (issue 34
// item 1, issue 32 bug 3): the limit store and the live hub are then made by the page's bundle, and
// their errors must still be answered as 429 with Retry-After by every API route — never 500 —
// with one log line per refused request and no stack trace (docs/decisions/037-errors-by-code.md).
// Each scenario comes from an address of its own (TRUST_PROXY=1, X-Forwarded-For), so the limits
// of one do not touch another.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer, type Api } from "../support/api";
import { openEvents } from "../support/events";
import { testServerForFile } from "../support/fixture";

const LIMITS = {
  TRUST_PROXY: "1",
  RATE_LIMIT_LOGIN_FAILURES: "2",
  RATE_LIMIT_UNRESERVE_FAILURES: "2",
  RATE_LIMIT_CREATES: "3",
  RATE_LIMIT_RESERVATIONS: "6",
  RATE_LIMIT_ITEM_CREATES: "2",
  RATE_LIMIT_QR: "2",
  LIVE_STREAMS_PER_ADDRESS: "2",
};
const { server, api } = testServerForFile(LIMITS, { firstRequest: "page" });

const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
let refused = 0;

function expectRefused(answer: Answer, code = "too_many_attempts") {
  expectFailure(answer, 429, code);
  expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  refused += 1;
}

/** Answers sent at once: their statuses counted (`{ 401: 2, 429: 4 }`); each 429 a proper one. */
function expectStatuses(answers: Answer[], expected: Record<number, number>) {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  expect(counts, answers.map((answer) => answer.text).join("\n")).toEqual(expected);
  for (const answer of answers) if (answer.status === 429) expectRefused(answer);
}

async function createList(client: Api, address: string, title = "Geburtstag") {
  const answer = await client.post("/api/list_create.php", { title, owner_password: "owner-pw" }, from(address));
  expectOk(answer);
  return { slug: answer.json.slug as string, editToken: answer.json.edit_token as string };
}

describe("after a start whose first request is a page", () => {
  it("was started by a page", async () => {
    // the server's log comes through a pipe: on a busy machine its first line may arrive after the start
    const firstLogged = () => server.output().match(/^\S+ (GET \S+) \d{3} /m)?.[1];
    await expect.poll(firstLogged).toBe("GET /web/");
  });

  it("limits list creates with 429", async () => {
    for (let n = 0; n < 3; n += 1) await createList(api, "10.0.1.1");
    expectRefused(
      await api.post("/api/list_create.php", { title: "One more", owner_password: "pw" }, from("10.0.1.1")),
    );
  });

  it("limits wrong owner passwords with 429, also sent at once, and then the right one too", async () => {
    const list = await createList(api, "10.0.2.1");
    const login = (password: string) =>
      api.post("/api/list.owner.login", { slug: list.slug, owner_password: password }, from("10.0.2.2"));
    const answers = await Promise.all(Array.from({ length: 6 }, () => login("wrong")));
    expectStatuses(answers, { 401: 2, 429: 4 });
    expectRefused(await login("owner-pw"));
  });

  it("limits wrong release passwords with 429, and then the right one too", async () => {
    const list = await createList(api, "10.0.3.1");
    const item = await api.addItem(list);
    expectOk(
      await api.post("/api/item_reserve", { item_id: item.id, name: "Erna", password: "right" }, from("10.0.3.2")),
    );
    const release = (password: string) =>
      api.post("/api/item_unreserve", { item_id: item.id, password }, from("10.0.3.2"));
    const answers = await Promise.all(Array.from({ length: 4 }, () => release("wrong")));
    expectStatuses(answers, { 403: 2, 429: 2 });
    expectRefused(await release("right"));
  });

  it("limits reservation attempts with 429", async () => {
    const list = await createList(api, "10.0.4.1");
    const item = await api.addItem(list);
    const reserve = () =>
      api.post("/api/item_reserve", { item_id: item.id, name: "Oma", password: "pw" }, from("10.0.4.2"));
    const answers = await Promise.all(Array.from({ length: 8 }, reserve));
    expectStatuses(answers, { 200: 1, 409: 5, 429: 2 });
    expectRefused(await reserve());
  });

  // pledges share the reservations' limits (features/giving/claims.ts): attempts per address
  // (RATE_LIMIT_RESERVATIONS), wrong withdraw passwords per list and address (RATE_LIMIT_UNRESERVE_FAILURES)
  it("limits pledge attempts with 429", async () => {
    const list = await createList(api, "10.0.8.1");
    const item = await api.addItem(list, { title: "Fahrrad", price: "10", group_gift: true });
    const pledge = () =>
      api.post(
        "/api/item_pledge.php",
        { item_id: item.id, name: "Oma", password: "pw", amount: "10" },
        from("10.0.8.2"),
      );
    const answers = await Promise.all(Array.from({ length: 8 }, pledge));
    expectStatuses(answers, { 200: 1, 409: 5, 429: 2 });
    expectRefused(await pledge());
  });

  it("limits wrong withdraw passwords with 429, and then the right one too", async () => {
    const list = await createList(api, "10.0.9.1");
    const item = await api.addItem(list, { title: "Fahrrad", price: "100", group_gift: true });
    expectOk(
      await api.post(
        "/api/item_pledge.php",
        { item_id: item.id, name: "Erna", password: "right", amount: "20" },
        from("10.0.9.2"),
      ),
    );
    const withdraw = (password: string) =>
      api.post("/api/item_unpledge.php", { item_id: item.id, password }, from("10.0.9.2"));
    const answers = await Promise.all(Array.from({ length: 4 }, () => withdraw("wrong")));
    expectStatuses(answers, { 403: 2, 429: 2 });
    expectRefused(await withdraw("right"));
  });

  it("limits item creates with 429", async () => {
    const list = await createList(api, "10.0.5.1");
    await api.addItem(list);
    await api.addItem(list);
    expectRefused(
      await api.post("/api/item_create.php", { slug: list.slug, edit_token: list.editToken, title: "Drei" }),
    );
  });

  it("limits QR renders with 429", async () => {
    const qr = (n: number) => api.get(`/api/qr?data=page-first-${n}`, from("10.0.6.1").headers);
    expect((await qr(0)).status).toBe(200);
    expect((await qr(1)).status).toBe(200);
    expectRefused(await qr(2));
  });

  it("caps live streams per address with 429 too_many_streams", async () => {
    const list = await createList(api, "10.0.7.1");
    const url = `${server.baseUrl}/api/list_events.php?slug=${list.slug}`;
    const streams = [await openEvents(url, from("10.0.7.2").headers), await openEvents(url, from("10.0.7.2").headers)];
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200]);
      expectRefused(
        await api.get(`/api/list_events.php?slug=${list.slug}`, from("10.0.7.2").headers),
        "too_many_streams",
      );
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it("wrote one log line per refused request, no stack trace and no internal error", async () => {
    // the server writes a request's line as its answer ends: wait until the last one arrived
    await expect.poll(() => server.output().match(/ 429 \d+ms$/gm)?.length).toBe(refused);
    const output = server.output();
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain("[api]");
    expect(output).not.toMatch(/ 500 \d+ms$/m);
  });
});
