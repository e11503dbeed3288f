// A shop on loopback for the link-preview tests: pages shaped like real shops (JSON-LD, @graph,
// Open Graph only, microdata, Latin-1), a picture, a 6 MB page, one that trickles a byte a
// second, and redirects that must not be followed. It counts every request per path, so a test
// proves a refusal by the count staying at zero. It listens on 127.0.0.x only, never elsewhere.
import http from "node:http";
import sharp from "sharp";
import type { AddressInfo } from "node:net";
import { SHOP_PAGES, shopPageHtml } from "./shop-pages/pages";
import { SCROLLING_LIST, scrollingListMore, scrollingListPage } from "./scrolling-list";

export type FixtureShop = {
  host: string;
  port: number;
  /** http://127.0.0.x:port */
  origin: string;
  /** Requests seen per path (query left out). */
  hits: (path: string) => number;
  /** Whether the answer on `path` was sent to its end (false: the client stopped reading). */
  finished: (path: string) => boolean;
  /** Where the redirect pages point; set after both shops are listening. */
  redirectTargets: { otherLoopback?: string };
  /** Serves `body` as `type` on `path` from now on (a picture a test made). */
  serve: (path: string, type: string, body: Buffer) => void;
  /** A product page for browsers that answers the app's own fetch with a robot check (503). */
  refusesServers: string;
  /** Answers the requests waiting on `/held` (a page that answers only when the test says so): all, or the first `count`. */
  releaseHeld: (count?: number) => void;
  close: () => Promise<void>;
};

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001" +
    "0d0a2db40000000049454e44ae426082",
  "hex",
);

const page = (head: string, body = "") => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

const JSON_LD = page(
  `<title>Kettle | Example Shop</title>
  <link rel="canonical" href="https://shop.example/p/kettle?ref=canonical">
  <meta property="og:title" content="Not this one">
  <script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@type": "Product",
    name: "Kettle &quot;Stella&quot;   1,7 l",
    description: "Brushed steel.\n\n  Quiet   boil.",
    image: ["/img/kettle.jpg", "/img/kettle-2.jpg"],
    offers: { "@type": "Offer", price: "49.90", priceCurrency: "EUR" },
  })}</script>`,
);

const GRAPH = page(
  `<title>Lamp</title>
  <script type="application/ld+json">${JSON.stringify({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebPage", name: "Lamp page" },
      {
        "@type": ["Product"],
        name: "Desk lamp",
        image: { "@type": "ImageObject", url: "https://cdn.shop.example/lamp.jpg" },
        offers: { "@type": "AggregateOffer", lowPrice: 19.5, highPrice: 29, priceCurrency: "usd" },
      },
    ],
  })}</script>`,
);

const OPEN_GRAPH = page(
  `<title>ignored</title>
  <meta property="og:title" content="Rain jacket &amp; hood">
  <meta property="og:image" content="//cdn.shop.example/jacket.jpg">
  <meta property="og:url" content="https://shop.example/jacket">
  <meta property="og:description" content="Waterproof.">
  <meta property="product:price:amount" content="89,95">
  <meta property="product:price:currency" content="GBP">`,
);

const MICRODATA = page(
  `<title>Board game - Shop</title>`,
  `<div itemscope itemtype="https://schema.org/Product">
     <h1 itemprop="name">  Board   game </h1>
     <img itemprop="image" src="images/game.png" alt="">
     <p itemprop="description">For 2&ndash;4 players</p>
     <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
       <span itemprop="price" content="24.99">24,99 €</span>
       <meta itemprop="priceCurrency" content="EUR">
     </div>
   </div>`,
);

const PLAIN = page(
  `<title>  Teapot
   from the corner shop </title><meta name="description" content="Glazed, 1 litre.">`,
);

/** "Grüße aus Köln – Kaffeemühle" in ISO-8859-1 (the dash is Windows-1252's 0x96). */
const LATIN1 = Buffer.from(
  '<!doctype html><html><head><meta charset="windows-1252"><title>Kaffeem\u00fchle aus K\u00f6ln \u0096 Gr\u00fc\u00dfe</title></head><body></body></html>',
  "latin1",
);

const EMPTY = "<!doctype html><html><head></head><body><p>hello</p></body></html>";

/**
 * A product page for browsers, a robot check (503) for servers: what big shops answer the app's
 * own fetch (issue 41), told apart by the User-Agent as such shops do.
 */
const REFUSES_SERVERS = "/refuses-servers/Gorilla-Black-Duct-Tape-Pack/dp/B000PCAYUO";

function refusesServers(request: http.IncomingMessage | undefined, response: http.ServerResponse) {
  const server = (request?.headers["user-agent"] ?? "").startsWith("Wunschliste/");
  response.writeHead(server ? 503 : 200, { "content-type": "text/html; charset=utf-8" });
  response.end(shopPageHtml(server ? "amazon-robot-check.html" : "amazon-com-offscreen.html"));
}

/** Hostile pages (issue 39): a product in the head, then a body made to hold a naive reader. */
const HOSTILE_HEAD = `<title>Hostile</title><script type="application/ld+json">${JSON.stringify({
  "@type": "Product",
  name: "Kettle under a hostile body",
  offers: { price: "49.90", priceCurrency: "EUR" },
})}</script>`;
const HOSTILE: Record<string, () => string> = {
  /** 3,000 nested <div> around 500,000 <br> (2 MB): the old walk's work grew with depth × elements. */
  "/hostile-wide": () => page(HOSTILE_HEAD, "<div>".repeat(3000) + "<br>".repeat(500_000)),
  /** 9,000 nested levels: the old walk overflowed the stack (a 500). */
  "/hostile-deep": () => page(HOSTILE_HEAD, "<div>".repeat(9000) + "deep" + "</div>".repeat(9000)),
  /** One itemscope with 40,000 itemprop (600 KB): the old microdata reader copied its list per property. */
  "/hostile-props": () =>
    page(
      "<title>Props</title>",
      '<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Board game</span>' +
        "<b itemprop=name>x</b>".repeat(40_000),
    ),
};

type Send = (response: http.ServerResponse, request?: http.IncomingMessage) => void;

function html(body: string | Buffer, charset = "utf-8"): Send {
  return (response) => {
    response.writeHead(200, { "content-type": `text/html; charset=${charset}` });
    response.end(body);
  };
}

/** `body` as `type`, with its length. */
function served(type: string, body: Buffer): Send {
  return (response) => {
    response.writeHead(200, { "content-type": type, "content-length": body.length });
    response.end(body);
  };
}

function redirect(location: () => string | undefined): Send {
  return (response) => {
    response.writeHead(302, { location: location() ?? "/" });
    response.end();
  };
}

export async function startFixtureShop(host = "127.0.0.1"): Promise<FixtureShop> {
  if (!host.startsWith("127.")) throw new Error("the fixture shop listens on loopback only");
  const hits = new Map<string, number>();
  const finished = new Map<string, boolean>();
  const redirectTargets: FixtureShop["redirectTargets"] = {};
  const held: http.ServerResponse[] = [];
  let origin = "";
  // the scrolling list's wishes' pictures: a square of one colour, so a screenshot shows them
  const scrollingPicture = await sharp({
    create: { width: 120, height: 120, channels: 3, background: { r: 192, g: 57, b: 43 } },
  })
    .png()
    .toBuffer();
  const routes: Record<string, Send> = {
    "/jsonld": html(JSON_LD),
    "/graph": html(GRAPH),
    "/opengraph": html(OPEN_GRAPH),
    "/microdata": html(MICRODATA),
    "/plain": html(PLAIN),
    "/empty": html(EMPTY),
    "/latin1": html(LATIN1, "iso-8859-1"),
    "/latin1-meta": (response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(LATIN1);
    },
    "/picture.png": (response) => {
      response.writeHead(200, { "content-type": "image/png", "content-length": PNG.length });
      response.end(PNG);
    },
    "/file.pdf": (response) => {
      response.writeHead(200, { "content-type": "application/pdf" });
      response.end("%PDF-1.4");
    },
    "/big": (response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write(page(`<title>Huge page</title><meta property="og:title" content="Huge catalogue">`));
      // text, not elements: what is measured is how much is read, and 2 MiB of elements take the
      // reader more than its 2 s on a machine whose cores are taken by others (decision 071)
      const filler = Buffer.alloc(64 * 1024, "filler text of a long catalogue\n");
      let sent = 0;
      const more = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += filler.length;
          if (!response.write(filler)) return void response.once("drain", more);
        }
        response.end();
      };
      more();
    },
    "/trickle": (response) => {
      response.writeHead(200, { "content-type": "text/html" });
      const timer = setInterval(() => response.write(" "), 1000);
      response.on("close", () => clearInterval(timer));
    },
    "/to-other-loopback": redirect(() => redirectTargets.otherLoopback),
    "/picture-to-other-loopback": redirect(() => redirectTargets.otherLoopback?.replace("/landed", "/picture.png")),
    "/to-localhost": redirect(() => origin.replace(/^http:\/\/127\.0\.0\.\d+/, "http://localhost") + "/landed"),
    "/to-jsonld": redirect(() => "/jsonld"),
    "/loop": redirect(() => "/loop"),
    "/landed": html(page("<title>Landed</title>")),
    "/held": (response) => void held.push(response),
    [REFUSES_SERVERS]: (response, request) => refusesServers(request, response),
    [SCROLLING_LIST.path]: html(scrollingListPage()),
    [SCROLLING_LIST.refusesServers]: (response, request) => refusesServers(request, response),
    [SCROLLING_LIST.more]: (response, request) => html(scrollingListMore(request?.url?.split("?")[1] ?? ""))(response),
    ...Object.fromEntries(
      SCROLLING_LIST.pictures
        .filter((_, index) => index !== SCROLLING_LIST.missingPicture)
        .map((path): [string, Send] => [path, served("image/png", scrollingPicture)]),
    ),
    ...Object.fromEntries(SHOP_PAGES.map(({ file }) => [`/pages/${file}`, html(shopPageHtml(file))])),
    ...Object.fromEntries(Object.entries(HOSTILE).map(([path, make]) => [path, (response) => html(make())(response)])),
  };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    finished.set(path, false);
    response.on("finish", () => finished.set(path, true));
    const route = routes[path];
    if (route) return route(response, request);
    response.writeHead(404, { "content-type": "text/html" });
    response.end(page("<title>Not found</title>"));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    host,
    port,
    origin,
    hits: (path) => hits.get(path) ?? 0,
    finished: (path) => finished.get(path) ?? false,
    redirectTargets,
    serve: (path, type, body) => {
      routes[path] = served(type, body);
    },
    refusesServers: REFUSES_SERVERS,
    releaseHeld: (count = held.length) => {
      for (const response of held.splice(0, count)) html(page("<title>Held page</title>"))(response);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The shop on 127.0.0.1 (allowed in the tests) and a second one on 127.0.0.2 ("private"). */
export async function startFixtureShops(): Promise<{ shop: FixtureShop; other: FixtureShop }> {
  const [shop, other] = await Promise.all([startFixtureShop("127.0.0.1"), startFixtureShop("127.0.0.2")]);
  shop.redirectTargets.otherLoopback = `${other.origin}/landed`;
  return { shop, other };
}
