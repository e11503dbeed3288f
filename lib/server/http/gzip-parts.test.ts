import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressParts, gzipJoined } from "./gzip-parts";

const nonce = () => Buffer.from(randomBytes(16).toString("base64"));

/** A page-like text cut at a nonce: scripts that repeat, as a rendered page's do. */
function pageParts(count: number): Buffer[] {
  return Array.from({ length: count }, (_, index) =>
    Buffer.from(
      `"><script>self.__next_f.push([1,"wish ${index} ${"Geschenk für Oma, Ärmel 🧣 ".repeat(index % 7)}"])</script><script nonce="`,
    ),
  );
}

describe("gzip of parts joined with a text per answer", () => {
  it("decompresses to the parts joined with each answer's own text", async () => {
    const parts = pageParts(40);
    const compressed = await compressParts(parts, 24);
    for (const text of [nonce(), nonce(), Buffer.alloc(24, "a")]) {
      const body = gzipJoined(compressed, text);
      const joined = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [text, part])));
      expect(gunzipSync(body).equals(joined)).toBe(true);
    }
  });

  it("is about as small as compressing the whole page at once, but for the texts stored as they are", async () => {
    const parts = pageParts(40);
    const text = nonce();
    const whole = gzipSync(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [text, part]))));
    const spliced = gzipJoined(await compressParts(parts, 24), text);
    // each gap: the text, a stored block's 5 bytes and the part's flush marker (5)
    const gaps = (parts.length - 1) * (24 + 10);
    expect(spliced.length).toBeLessThan(whole.length * 1.3 + gaps);
    // without the dictionaries each part would start from nothing
    const alone = gzipJoined(
      await compressParts([...parts.map((part) => Buffer.concat([part, Buffer.from([0xff])]))], 24),
      text,
    );
    expect(spliced.length).toBeLessThan(alone.length * 0.6);
  });

  it("never takes a match from the text between the parts, whatever the parts hold", async () => {
    // the last part holds the text that stood in the gaps when the page was cut, and nothing
    // before it does: a compressor that had seen that text in the gaps would copy it from there,
    // where each answer has another text
    const old = nonce();
    const parts = [
      Buffer.from('<script nonce="'),
      Buffer.from('">a</script><script nonce="'),
      Buffer.concat([Buffer.from('">b</script><p>nonce="'), old, Buffer.from('"</p>')]),
    ];
    const text = nonce();
    const joined = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [text, part])));
    expect(gunzipSync(gzipJoined(await compressParts(parts, 24), text)).equals(joined)).toBe(true);
  });

  it("compresses parts that are not UTF-8 (0xFF bytes) one by one, still correctly", async () => {
    const [a, b, empty] = [Buffer.from([0xff, 0xff, 0x41]), Buffer.from([0xff, 0xff, 0xff, 0x42]), Buffer.alloc(0)];
    const parts = [a, b, empty];
    const text = nonce();
    const joined = Buffer.concat([a, text, b, text, empty]);
    expect(gunzipSync(gzipJoined(await compressParts(parts, 24), text)).equals(joined)).toBe(true);
  });

  it("a single part with no gap is a plain gzip of it", async () => {
    const part = Buffer.from("<html>no scripts</html>");
    expect(gunzipSync(gzipJoined(await compressParts([part], 24), nonce())).toString()).toBe("<html>no scripts</html>");
  });

  it("refuses a text of another length than the gaps were made for", async () => {
    const compressed = await compressParts(pageParts(3), 24);
    expect(() => gzipJoined(compressed, Buffer.from("short"))).toThrow(/24 bytes/);
  });
});
