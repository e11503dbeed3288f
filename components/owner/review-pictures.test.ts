// The review's picture loader (docs/decisions/144-pictures-in-the-review.md): never more than three
// pictures asked for at once, each address once, none more after the budget is spent, and every
// blob: address freed when the review goes. fetch is the test's: it answers when the test says so.
import { afterEach, describe, expect, it, vi } from "vitest";
import { pictureLoader } from "./review-pictures";

type Pending = { url: string; answer: (response: Response) => void };

function fakeServer() {
  const pending: Pending[] = [];
  vi.stubGlobal(
    "fetch",
    (_path: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        const { url } = JSON.parse(String(init.body)) as { url: string };
        pending.push({ url, answer: resolve });
      }),
  );
  const picture = () => new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "image/webp" } });
  const spent = () =>
    new Response(JSON.stringify({ ok: false, code: "too_many_pictures", error: "Too many pictures." }), {
      status: 429,
      headers: { "content-type": "application/json; charset=utf-8", "retry-after": "60" },
    });
  return { pending, picture, spent };
}

/** Lets the loader's promises run (each answer passes through a few awaits). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("pictureLoader", () => {
  it("asks for three pictures at a time and each address once", async () => {
    const server = fakeServer();
    const loader = pictureLoader("slug", "token");
    const shown = ["a", "b", "c", "d", "e"].map((name) => loader.load(`https://shop.example/${name}.jpg`));
    expect(loader.load("https://shop.example/a.jpg")).toBe(shown[0]);
    await settle();
    expect(server.pending.map((one) => one.url)).toEqual(["a", "b", "c"].map((n) => `https://shop.example/${n}.jpg`));
    server.pending.shift()!.answer(server.picture());
    await expect(shown[0]).resolves.toMatch(/^blob:/);
    await settle();
    expect(server.pending).toHaveLength(3);
    for (const one of server.pending.splice(0)) one.answer(server.picture());
    await settle();
    expect(server.pending.map((one) => one.url)).toEqual(["https://shop.example/e.jpg"]);
    server.pending.shift()!.answer(server.picture());
    expect((await Promise.all(shown)).every((address) => address?.startsWith("blob:"))).toBe(true);
    loader.dispose();
  });

  it("asks for none more once the budget is spent, and frees its blob: addresses when disposed", async () => {
    const server = fakeServer();
    const revoked = vi.spyOn(URL, "revokeObjectURL");
    const loader = pictureLoader("slug", "token");
    const first = loader.load("https://shop.example/1.jpg");
    const second = loader.load("https://shop.example/2.jpg");
    await settle();
    server.pending.shift()!.answer(server.picture());
    server.pending.shift()!.answer(server.spent());
    const [kept, refused] = await Promise.all([first, second]);
    expect(refused).toBeNull();
    await expect(loader.load("https://shop.example/3.jpg")).resolves.toBeNull();
    expect(server.pending).toEqual([]);
    loader.dispose();
    expect(revoked).toHaveBeenCalledWith(kept);
  });
});
