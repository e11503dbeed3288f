// Abuse limits with lowered settings: failed owner logins (also wrong current passwords on a
// password change), failed releases, and list creation; per list + address; TRUST_PROXY.
import { describe, expect, it } from "vitest";
import { expectFailure, expectOk, type Answer, type Api } from "../support/api";
import { testServersForFile } from "../support/fixture";

const LIMITS = { RATE_LIMIT_LOGIN_FAILURES: "3", RATE_LIMIT_UNRESERVE_FAILURES: "3", RATE_LIMIT_CREATES: "2" };
const [{ api }, { api: viaProxy }] = testServersForFile(LIMITS, { ...LIMITS, TRUST_PROXY: "1" });

function expectLimited(answer: Answer, windowSeconds = 900, locale: "de" | "en" = "de") {
  expectFailure(answer, 429, "too_many_attempts", locale);
  expect(answer.json.error).toMatch(/\d+/);
  expect(answer.json.error).not.toMatch(/[{}#]/);
  const retryAfter = Number(answer.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const login = (client: Api, slug: string, password: string, headers: Record<string, string> = {}) =>
  client.post("/api/list.owner.login", { slug, owner_password: password }, { headers });

describe("without TRUST_PROXY", () => {
  let first: { slug: string; editToken: string };
  let second: { slug: string; editToken: string };

  it("limits list creation per address; failed creates do not count; a forged X-Forwarded-For does not help", async () => {
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expectFailure(await api.post("/api/list_create.php", { title: "", owner_password: "pw" }), 400, "title_required");
    }
    first = await api.createList("First", "owner-1");
    second = await api.createList("Second", "owner-2");
    expectLimited(await api.post("/api/list_create.php", { title: "Third", owner_password: "pw" }), 3600);
    expectLimited(
      await api.post(
        "/api/list.create.php",
        { title: "Third", owner_password: "pw" },
        { headers: { "x-forwarded-for": "203.0.113.7" } },
      ),
      3600,
    );
    const english = await api.post(
      "/api/list_create.php",
      { title: "Third", owner_password: "pw" },
      { headers: { "accept-language": "en" } },
    );
    expect(english.json.error).toBe("Too many attempts. Please try again in 60 minutes.");
  });

  it("limits failed releases per list + address; then even the right password or the owner gets 429", async () => {
    const [a, b] = [await api.addItem(first), await api.addItem(first)];
    const other = await api.addItem(second);
    for (const item of [a, b, other])
      expectOk(await api.post("/api/item_reserve", { item_id: item!.id, name: "Erna", password: "right" }));
    // a release of a free item is a 409 and no failure
    const free = await api.addItem(first);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expectFailure(
        await api.post("/api/item_unreserve", { item_id: free.id, password: "wrong" }),
        409,
        "not_reserved",
      );
    }
    expectFailure(
      await api.post("/api/item_unreserve", { item_id: a!.id, password: "wrong" }),
      403,
      "reservation_password_wrong",
    );
    expectFailure(
      await api.post("/api/item_unreserve", { item_id: b!.id, password: "wrong" }),
      403,
      "reservation_password_wrong",
    );
    expectFailure(
      await api.post("/api/item_unreserve", { item_id: a!.id, edit_token: second.editToken }),
      403,
      "edit_token_invalid",
    );
    const limited = await api.post(
      "/api/item_unreserve.php",
      { item_id: a!.id, password: "right" },
      { headers: { "accept-language": "en" } },
    );
    expectLimited(limited, 900, "en");
    expect(limited.json.error).toBe("Too many attempts. Please try again in 15 minutes.");
    expectLimited(await api.post("/api/item_unreserve", { item_id: b!.id, password: "right" }));
    expectLimited(await api.post("/api/item_unreserve", { item_id: a!.id, edit_token: first.editToken }));
    expectLimited(
      await api.post(
        "/api/item_unreserve",
        { item_id: a!.id, password: "right" },
        { headers: { "x-forwarded-for": "198.51.100.1" } },
      ),
    );
    // still reserved
    expect((await api.getList(first.slug)).json.items.slice(0, 2).map((item) => item.busy)).toEqual([true, true]);
    // another list from the same address is not limited
    expectFailure(
      await api.post("/api/item_unreserve", { item_id: other.id, password: "wrong" }),
      403,
      "reservation_password_wrong",
    );
    expectOk(await api.post("/api/item_unreserve", { item_id: other.id, password: "right" }));
  });

  it("limits failed owner logins per list + address; then even the right password gets 429", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expectFailure(await login(api, first.slug, "wrong"), 401, "wrong_password");
    expectLimited(await login(api, first.slug, "wrong"));
    expectLimited(await login(api, first.slug, "owner-1"));
    expectLimited(
      await api.post("/api/list.owner.login.php", { slug: first.slug, owner_password: "owner-1" }, { as: "json" }),
    );
    expectLimited(await login(api, first.slug, "owner-1", { "x-forwarded-for": "203.0.113.9" }));
    // the header the server stamps with the socket address cannot be sent by a client either
    expectLimited(await login(api, first.slug, "owner-1", { "x-wunschliste-client-address": "203.0.113.10" }));
    // the password change's current-password check shares the limit
    expectLimited(
      await api.post("/api/list_password.php", {
        slug: first.slug,
        edit_token: first.editToken,
        owner_password: "owner-1",
        new_owner_password: "n",
      }),
    );
    // unknown lists and bad input are answered as usual
    expectFailure(await login(api, "unknownslug99", "x"), 404, "list_not_found");
    expectFailure(await login(api, first.slug, " "), 400, "owner_password_missing");
  });

  it("does not reset on success, and counts a wrong current password on list_password", async () => {
    expectFailure(await login(api, second.slug, "wrong"), 401, "wrong_password"); // 1
    expectOk(await login(api, second.slug, "owner-2"));
    const change = { slug: second.slug, edit_token: second.editToken, new_owner_password: "n" };
    expectFailure(
      await api.post("/api/list_password.php", { ...change, owner_password: "wrong" }),
      401,
      "wrong_password",
    ); // 2
    expectOk(await login(api, second.slug, "owner-2"));
    expectFailure(await login(api, second.slug, "wrong"), 401, "wrong_password"); // 3
    expectLimited(await login(api, second.slug, "owner-2"));
    expectLimited(await api.post("/api/list_password.php", { ...change, owner_password: "owner-2" }));
    // the password did not change, the token still works
    expectOk(
      await api.post("/api/list_update.php", { slug: second.slug, edit_token: second.editToken, event_note: "ok" }),
    );
  });
});

describe("with TRUST_PROXY=1", () => {
  // nginx appends the address it saw ($proxy_add_x_forwarded_for): the LAST entry is the one a
  // client cannot choose; whatever the client sent stands left of it.
  it("keys limits by the last X-Forwarded-For entry, the one the proxy added", async () => {
    const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
    const create = (address: string) =>
      viaProxy.post("/api/list_create.php", { title: "Proxied", owner_password: "owner" }, from(address));
    expectOk(await create("10.0.0.1"));
    const list = await create("10.0.0.1");
    expectOk(list);
    expectLimited(await create("10.0.0.1"), 3600);
    // a client rotating its own forged entries in front does not get a fresh limit
    expectLimited(await create("203.0.113.7, 10.0.0.1"), 3600);
    expectLimited(await create("198.51.100.1, 203.0.113.9, 10.0.0.1"), 3600);
    expectOk(await create("10.0.0.1, 10.0.0.2"));
    const slug = list.json.slug as string;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectFailure(await login(viaProxy, slug, "wrong", { "x-forwarded-for": "10.0.0.5" }), 401, "wrong_password");
    }
    expectLimited(await login(viaProxy, slug, "owner", { "x-forwarded-for": "10.0.0.5" }));
    expectLimited(await login(viaProxy, slug, "owner", { "x-forwarded-for": "10.0.0.6, 10.0.0.5" }));
    expectOk(await login(viaProxy, slug, "owner", { "x-forwarded-for": "10.0.0.5, 10.0.0.6" }));
    expectOk(await login(viaProxy, slug, "owner"));
  });

  it("falls back to the socket address when the proxy's entry is not an IP address", async () => {
    const create = (address: string) =>
      viaProxy.post(
        "/api/list_create.php",
        { title: "Odd", owner_password: "owner" },
        { headers: { "x-forwarded-for": address } },
      );
    // Each junk value would otherwise be a fresh key (and grow the limiter's memory).
    const junk = ["not-an-ip", "x".repeat(2000), "999.1.1.1", "unknown"];
    const answers = [];
    for (const value of [...junk, ...junk]) answers.push(await create(value));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
  });

  // issue 50 findings 2 and 5: rotating through the addresses of one IPv6 /64 (one household's or
  // one rented server's) found a password and sent 1,408 confirmation mails
  it("counts every address of one IPv6 /64 as one client, and IPv4-mapped IPv6 as its IPv4", async () => {
    const from = (address: string) => ({ "x-forwarded-for": address });
    const create = (address: string) =>
      viaProxy.post("/api/list_create.php", { title: "Sechs", owner_password: "owner" }, { headers: from(address) });
    expectOk(await create("2001:db8:1:2::1"));
    const list = await create("2001:db8:1:2::2");
    expectOk(list);
    expectLimited(await create("2001:db8:1:2:ffff:ffff:ffff:fffe"), 3600);
    expectLimited(await create("2001:0db8:0001:0002:0000:0000:0000:0003"), 3600);
    // the neighbouring /64 is another client
    expectOk(await create("2001:db8:1:3::1"));

    const slug = list.json.slug as string;
    for (const address of ["2001:db8:1:4::1", "2001:db8:1:4::2", "2001:db8:1:4:a:b:c:d"])
      expectFailure(await login(viaProxy, slug, "wrong", from(address)), 401, "wrong_password");
    expectLimited(await login(viaProxy, slug, "owner", from("2001:db8:1:4::99")));
    expectOk(await login(viaProxy, slug, "owner", from("2001:db8:1:5::1")));

    for (const address of ["::ffff:192.0.2.10", "::ffff:192.0.2.10", "192.0.2.10"])
      expectFailure(await login(viaProxy, slug, "wrong", from(address)), 401, "wrong_password");
    expectLimited(await login(viaProxy, slug, "owner", from("192.0.2.10")));
  });
});
