// The page through a database fault (issue 45, docs/decisions/080-reading-through-faults.md): the
// server's 503s are played by the browser's own request routing, the rest is the real server. A
// reservation refused meanwhile is sent once more by itself when the server answers again — and is
// stored once, even when the first try was stored and only its answer lost; a page whose stream
// cannot open while the database is away says that changes are paused, and stops saying it when
// the stream is back. The real faults themselves are tests/api/database-restart.test.ts and
// tests/api/sqlite-faults.test.ts.
import type { Route } from "@playwright/test";
import { apiAddItem, apiCreateList } from "../support/api";
import { expect, test } from "../support/test";
import { expectToast } from "../support/toasts";

test.use({ locale: "en-GB" });

const AWAY = {
  status: 503,
  contentType: "application/json; charset=utf-8",
  headers: { "retry-after": "1" },
  body: JSON.stringify({ ok: false, code: "database_unavailable", error: "The database cannot be reached right now." }),
};

/** Answers the first `count` requests of a route with the 503, the rest as the server does. */
function awayFor(count: number, { afterServer = false } = {}) {
  let left = count;
  return async (route: Route) => {
    if (left <= 0) return route.continue();
    left -= 1;
    // afterServer: the server stores it, and its answer is lost on the way back
    if (afterServer) await route.fetch();
    return route.fulfill(AWAY);
  };
}

test("a reservation refused while the database is away is sent again by itself, and stored once", async ({
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  const kite = await apiAddItem(request, list, { title: "Kite" });
  const { page, t } = listPage;
  await page.route("**/api/item_reserve*", awayFor(1, { afterServer: true }));
  await page.route("**/api/health", awayFor(1));
  await listPage.open(list.slug);

  await listPage.card("Kite").toggleReservation({ name: "Erna", password: "pw-erna" });
  await expect(listPage.connection.changesWaiting).toHaveText(t("paused.retrying"));
  await expect(listPage.card("Kite").reservedBy).toHaveText("Reserved by Erna");
  await expectToast(page, t("public.toastReserved"));
  await expect(listPage.connection.changesWaiting).toHaveCount(0);

  const answer = await request.get(`/api/list_get.php?slug=${list.slug}`);
  const item = ((await answer.json()) as { items: { id: string; reservations: unknown[] }[] }).items[0]!;
  expect([item.id, item.reservations.length]).toEqual([kite.id, 1]);
});

test("a second refusal says the list cannot be changed right now", async ({ listPage, request }) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kite" });
  const { page, t } = listPage;
  await page.route("**/api/item_reserve*", awayFor(2));
  await listPage.open(list.slug);
  await listPage.card("Kite").toggleReservation({ name: "Erna", password: "pw-erna" });
  await expectToast(page, t("paused.form"));
  await expect(listPage.card("Kite").reservedBy).toHaveCount(0);
  // sent again by the guest, it goes through
  await listPage.card("Kite").toggleReservation();
  await expect(listPage.card("Kite").reservedBy).toHaveText("Reserved by Erna");
});

test("a page whose stream cannot open while the database is away says that changes are paused", async ({
  listPage,
  request,
}) => {
  const list = await apiCreateList(request);
  await apiAddItem(request, list, { title: "Kite" });
  const { page, t } = listPage;
  const away = (route: Route) => route.fulfill(AWAY);
  await page.route("**/api/list_events.php*", away);
  await page.route("**/api/health", away);
  await listPage.open(list.slug);
  await expect(listPage.connection.changesPaused).toHaveText(t("paused.note"));
  await listPage.expectLiveState("paused");
  await expect(listPage.connection.reconnecting).toHaveCount(0);

  // the database is back: the stream opens at its next try, and the note goes
  await page.unroute("**/api/list_events.php*", away);
  await page.unroute("**/api/health", away);
  await listPage.waitUntilLive({ timeout: 30_000 });
  await expect(listPage.connection.changesPaused).toHaveCount(0);
});
