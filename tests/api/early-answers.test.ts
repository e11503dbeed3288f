// An answer sent before its body arrived reaches the client still sending it (server/http/
// early-answers.mjs, docs/decisions/093-early-answers.md). A refused upload is answered at once
// and its connection closed; closed with the picture's rest unread, the kernel reset the
// connection and fetch said "fetch failed" (EPIPE) instead of the answer — seen in CI as a flaky
// picture test, and by an owner as a network error where "too large" was sent.
import net from "node:net";
import { describe, expect, it } from "vitest";
import { expectFailure } from "../support/api";
import { testServerForFile } from "../support/fixture";

// the rest of a body is waited for at most 2 s here (the smaller of 5 s and the body's time)
const { api, server } = testServerForFile({ BODY_TIMEOUT_SECONDS: "2" });

function upload(fields: Record<string, string>, pictureBytes: number, locale = "en") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("image", new Blob([new Uint8Array(pictureBytes)], { type: "image/jpeg" }), "photo.jpg");
  return api.postRaw("/api/item_image.php", form, undefined, { "accept-language": locale });
}

describe("an upload refused before its picture is read", () => {
  it("gets its answer, not a reset connection, every time (fetch, as the app's own form sends it)", async () => {
    const missing = { slug: "nosuchlist1", edit_token: "x".repeat(43), item_id: "nosuchitem1" };
    // a 4 MB picture to a list that does not exist: refused from the fields, the picture unread
    for (let i = 0; i < 12; i++) expectFailure(await upload(missing, 4 * 1024 * 1024), 404, "list_not_found", "en");
    // a picture over 10 MB: refused from its Content-Length, nothing of it read
    for (let i = 0; i < 12; i++)
      expectFailure(await upload(missing, 10 * 1024 * 1024 + 100_000, "tr"), 413, "picture_too_large", "tr");
  }, 120_000);

  it("closes the connection once the rest has arrived, or after its time while it trickles in", async () => {
    const head = (length: number) =>
      `POST /api/item_image.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=b\r\n` +
      `Content-Length: ${length}\r\n\r\n`;
    const fields =
      `--b\r\nContent-Disposition: form-data; name="slug"\r\n\r\nnosuchlist1\r\n` +
      `--b\r\nContent-Disposition: form-data; name="edit_token"\r\n\r\n${"x".repeat(43)}\r\n` +
      `--b\r\nContent-Disposition: form-data; name="item_id"\r\n\r\nnosuchitem1\r\n` +
      `--b\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const restBytes = 3 * 1024 * 1024;
    // the picture's first bytes come with the fields (the form's parser sees its part begin)
    const first = 1024;

    /**
     * Sends the head, the fields and the picture's first bytes; once the answer is in, the rest
     * of the picture at once (`whole`) or a kilobyte every 200 ms (`trickle`, a bad link).
     */
    const exchange = (rest: "whole" | "trickle") =>
      new Promise<{ answer: string; closedAfterMs: number }>((resolve) => {
        let answer = "";
        let answeredAt = 0;
        let trickle: NodeJS.Timeout | undefined;
        // half open, as a client still sending is: the server's end does not end the sending
        const socket = net.connect({ port: server.port, host: "127.0.0.1", allowHalfOpen: true }, () =>
          socket.write(
            Buffer.concat([Buffer.from(head(Buffer.byteLength(fields) + restBytes) + fields), Buffer.alloc(first, 7)]),
          ),
        );
        socket.on("data", (chunk) => {
          answer += chunk;
          if (answeredAt || !answer.includes('"code":"list_not_found"')) return;
          answeredAt = performance.now();
          if (rest === "whole") socket.end(Buffer.alloc(restBytes - first, 7));
          else trickle = setInterval(() => socket.write(Buffer.alloc(1024, 7)), 200);
        });
        socket.on("error", () => {});
        socket.on("close", () => {
          clearInterval(trickle);
          resolve({ answer, closedAfterMs: performance.now() - answeredAt });
        });
      });

    const whole = await exchange("whole");
    expect(whole.answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(whole.answer).toMatch(/\r\nconnection: close\r\n/i);
    const trickled = await exchange("trickle");
    expect(trickled.answer).toMatch(/^HTTP\/1\.1 404 /);
    // not held open for good: closed after the 2 s it may wait for the rest
    expect(trickled.closedAfterMs).toBeGreaterThan(1500);
    expect(trickled.closedAfterMs).toBeLessThan(15_000);
    // the server goes on answering
    expect((await api.get("/api/health")).status).toBe(200);
  }, 60_000);
});
