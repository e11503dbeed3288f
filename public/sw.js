// Wunschliste service worker (docs/decisions/019-offline-and-install.md).
// Pages and list_get: network first, always — the network's answer is shown and stored; the
// stored copy is used only when the network cannot be reached (offline), never while online.
// Build files under /_next/static/ carry their hash in the name and never change: cache first.
// v2: copies read with a token are stored apart (decision 213); the activation drops v1's mixed copies
const CACHE = "wunschliste-v2";
// `self` as what it is here, a service worker's scope (checked by tsconfig.sw.json, docs/testing.md)
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener("install", () => {
  void worker.skipWaiting();
});
worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

const sameOrigin = (/** @type {URL} */ url) => url.origin === worker.location.origin;
// the header's logo too: the offline copy of a list shows it (issue 32, bug 10)
const isStatic = (/** @type {URL} */ url) =>
  url.pathname.startsWith("/_next/static/") ||
  /^\/(fonts|bg|icons)\//.test(url.pathname) ||
  url.pathname === "/logo.svg";
const isListPage = (/** @type {URL} */ url) => url.pathname === "/web/" && url.searchParams.has("slug");
const isListData = (/** @type {URL} */ url) => url.pathname === "/api/list_get.php" || url.pathname === "/api/list_get";

/**
 * A stored page, marked so that its "offline" note shows even before (or without) its scripts,
 * with the time the copy was fetched (the server's Date header), which the note shows as "as of".
 * @param {Response} stored
 * @returns {Promise<Response>}
 */
async function markedOffline(stored) {
  const fetchedAt = Date.parse(stored.headers.get("date") || "");
  const since = Number.isFinite(fetchedAt) ? ` data-offline-since="${fetchedAt}"` : "";
  const html = (await stored.text()).replace("<html ", `<html data-offline=""${since} `);
  return new Response(html, { status: stored.status, statusText: stored.statusText, headers: stored.headers });
}

/**
 * Where a copy is stored: its address, and for a read with an owner's, co-owner's or child's token
 * (a header, never the address) the address marked with a digest of that token. The owner's read
 * and a friend's share one address, and a friend's copy (who reserved what) must never come back
 * to the owner offline, nor one token's copy to another's holder (decision 213).
 * @param {Request} request
 * @returns {Promise<Request | string>}
 */
async function storedAs(request) {
  const token = request.headers.get("x-edit-token");
  if (!token) return request;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  const reader = Array.from(digest.slice(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("");
  const url = new URL(request.url);
  url.searchParams.set("stored-for", reader);
  return url.href;
}

/**
 * @param {Request} request
 * @param {boolean} isPage
 * @returns {Promise<Response>}
 */
async function networkFirst(request, isPage) {
  const cache = await caches.open(CACHE);
  const key = await storedAs(request);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const stored = await cache.match(key, { ignoreVary: true });
    if (!stored) throw error;
    return isPage ? markedOffline(stored) : stored;
  }
}

/**
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(request);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (isStatic(url)) event.respondWith(cacheFirst(request));
  else if (request.mode === "navigate" && isListPage(url)) event.respondWith(networkFirst(request, true));
  else if (isListData(url)) event.respondWith(networkFirst(request, false));
});

// The page that registered us was loaded before we existed: it sends its own address and files,
// which are fetched and stored now so that this very list opens offline next time.
worker.addEventListener("message", (event) => {
  /** @type {string[]} */
  const urls = event.data && event.data.type === "remember" && Array.isArray(event.data.urls) ? event.data.urls : [];
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls.map(async (address) => {
          const url = new URL(address, worker.location.origin);
          if (!sameOrigin(url) || !(isStatic(url) || isListPage(url))) return;
          if (isStatic(url) && (await cache.match(url.href))) return;
          try {
            const response = await fetch(url.href, { credentials: "same-origin" });
            if (response.ok) await cache.put(url.href, response);
          } catch {
            // offline already: nothing to store
          }
        }),
      ),
    ),
  );
});

// A device that signed the owner out, or was told its rights ended, forgets the copies of that list
// it stored with a token (storedAs): the next person on the device finds none of the owner's
// answers in its storage, not even outside the app (decision 215).
worker.addEventListener("message", (event) => {
  const slug = event.data && event.data.type === "forget" ? event.data.slug : null;
  if (typeof slug !== "string") return;
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        if (url.searchParams.get("slug") === slug && url.searchParams.has("stored-for")) await cache.delete(request);
      }
    }),
  );
});
