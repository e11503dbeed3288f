// Large bodies (docs/decisions/231-what-the-attacker-walk-found-a-tenth-time.md): a shop page sent
// with a wrong owner token is refused from its first fields, before its megabytes arrive, as JSON,
// form or multipart; a form without a file to item_image is refused from its length; and large
// bodies in flight are bounded per address, so one owner's uploads at once are refused, not read, while another's go on.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { testServerForFile } from "../support/fixture";
import { errorText } from "../support/api";

// the places are the instance's own; the early owner check reads the database: both passes
const { api, server } = testServerForFile({ TRUST_PROXY: "1" });

type Exchange = { answer: Promise<string>; close: () => void };

/**
 * A request whose head and first bytes are sent and whose rest never is: its answer, once a
 * whole status line and body are in (the server's timeout for a body answers 408 otherwise).
 */
function sendPart(head: string, first: string | Buffer): Exchange {
  const socket = net.connect({ port: server.port, host: "127.0.0.1", allowHalfOpen: true });
  socket.on("error", () => {});
  const answer = new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
      if (/\r\n\r\n[\s\S]*(\}|\r\n0\r\n\r\n)$/.test(text)) resolve(text);
    });
    socket.on("close", () => resolve(text));
  });
  socket.write(Buffer.concat([Buffer.from(head), Buffer.from(first)]));
  return { answer, close: () => socket.destroy() };
}

const headOf = (path: string, type: string, length: number, from = "192.0.2.1") =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n` +
  `Accept-Language: de\r\nX-Forwarded-For: ${from}\r\n\r\n`;

function expectRefused(answer: string, status: number, code: string) {
  expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(answer).toContain(`"code":"${code}"`);
  expect(answer).toContain(JSON.stringify(errorText(code, "de")).slice(1, -1));
  expect(answer).toMatch(/\r\nconnection: close\r\n/i);
}

const PAGE_BYTES = 3 * 1024 * 1024;

describe("large bodies", () => {
  it("a shop page with a wrong owner token is refused before the page is sent", async () => {
    const list = await api.createList("Seite");
    const start = `{"slug":"${list.slug}","edit_token":"${"w".repeat(43)}","url":"https://example.org/","page":"`;
    const refused = sendPart(headOf("/api/item_preview.php", "application/json", PAGE_BYTES), start + "x".repeat(1000));
    expectRefused(await refused.answer, 403, "edit_token_invalid");
    refused.close();
    const missing = sendPart(
      headOf("/api/items_import_preview.php", "application/json", PAGE_BYTES),
      `{"slug":"nosuchlist1","edit_token":"${list.editToken}","page":"`,
    );
    expectRefused(await missing.answer, 404, "list_not_found");
    missing.close();
  });

  it("so is one sent as a form or as multipart (decision 234)", async () => {
    const list = await api.createList("Formular");
    const wrong = "w".repeat(43);
    const form = sendPart(
      headOf("/api/item_preview.php", "application/x-www-form-urlencoded", PAGE_BYTES),
      `slug=${list.slug}&edit_token=${wrong}&url=https%3A%2F%2Fexample.org%2F&page=${"x".repeat(1000)}`,
    );
    expectRefused(await form.answer, 403, "edit_token_invalid");
    form.close();
    const boundary = "----grenze7MA4YWxkTrZu0gW";
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const multipart = sendPart(
      headOf("/api/items_import_preview.php", `multipart/form-data; boundary=${boundary}`, PAGE_BYTES),
      part("slug", "nosuchlist1") +
        part("edit_token", list.editToken) +
        `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="page"\r\n\r\n${"x".repeat(1000)}`,
    );
    expectRefused(await multipart.answer, 404, "list_not_found");
    multipart.close();
  });

  it("a form without a picture to item_image is refused from its length, not read", async () => {
    const form = sendPart(
      headOf("/api/item_image.php", "application/x-www-form-urlencoded", 5_000_000),
      "slug=nosuchlist1&edit_token=x&item_id=y&note=",
    );
    expectRefused(await form.answer, 413, "picture_too_large");
    form.close();
  });

  it("holds two large uploads of one address at once; more are refused unread, another address goes on", async () => {
    const list = await api.createList("Bilder");
    const item = (await api.addItem(list, { title: "Rad" })).id;
    const boundary = "b";
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const start =
      field("slug", list.slug) +
      field("edit_token", list.editToken) +
      field("item_id", item) +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    const upload = (from: string) =>
      sendPart(headOf("/api/item_image.php", type, start.length + 8_000_000, from), start + "y".repeat(1000));
    // two hold their places, four wait for one, the seventh is refused at once
    const held = Array.from({ length: 7 }, () => upload("192.0.2.7"));
    const first = await Promise.race(held.map((exchange) => exchange.answer));
    expectRefused(first, 429, "uploads_busy");
    expect(first).toMatch(/\r\nretry-after: 5\r\n/i);
    // another address still has its places: its picture is read (and found to be none)
    const other = new FormData();
    for (const [name, value] of Object.entries({ slug: list.slug, edit_token: list.editToken, item_id: item }))
      other.append(name, value);
    other.append("image", new Blob([new Uint8Array(200_000).fill(9)], { type: "image/jpeg" }), "b.jpg");
    const answer = await api.postRaw("/api/item_image.php", other, undefined, { "x-forwarded-for": "192.0.2.8" });
    expect(answer.json.code).toBe("picture_not_an_image");
    for (const exchange of held) exchange.close();
  });
});
