import { describe, expect, it } from "vitest";
import { answerFor } from "./check-document";

const body = (value: unknown, contentType = "application/json") => ({
  bytes: new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value)),
  contentType,
});
const documentWith = (items: unknown[]) => ({
  owner_password: "pw",
  document: { format: "wunschliste.list", version: 2, list: { title: "Import" }, items },
});

describe("answerFor (what the import's worker thread answers)", () => {
  it("gives the checked input back with each picture in an ArrayBuffer of its own, to transfer", async () => {
    const small = Buffer.from("tiny").toString("base64"); // decoded into Node's shared pool
    const [answer, transfer] = await answerFor(
      body(documentWith([{ title: "a", picture: small }, { title: "b" }, { title: "c", picture: small }])),
      20,
    );
    if (!("input" in answer)) throw new Error(JSON.stringify(answer));
    const pictures = answer.input.document.items.map((item) => item.picture);
    expect(pictures.map((picture) => picture && Buffer.from(picture).toString())).toEqual(["tiny", undefined, "tiny"]);
    expect(transfer).toHaveLength(2);
    expect(transfer[0]).not.toBe(transfer[1]);
    expect(transfer.map((buffer) => buffer.byteLength)).toEqual([4, 4]);
  });

  it("answers refusals as code and field, whichever encoding the body came in", async () => {
    expect(await answerFor(body(documentWith(Array(21).fill({ title: "x" }))), 20)).toEqual([
      { refused: { code: "too_many_items", field: "document.items" } },
      [],
    ]);
    const form = `owner_password=pw&document=${encodeURIComponent(JSON.stringify(documentWith([{ title: "" }]).document))}`;
    expect(await answerFor(body(form, "application/x-www-form-urlencoded"), 20)).toEqual([
      { refused: { code: "item_title_required", field: "document.items.0.title" } },
      [],
    ]);
    expect(await answerFor(body("{not json"), 20)).toEqual([{ refused: { code: "invalid_body" } }, []]);
    expect(await answerFor(body("x", "text/plain"), 20)).toEqual([{ refused: { code: "unsupported_media_type" } }, []]);
  });

  it("refuses texts far over their limit as too long before the text rules run over them", async () => {
    // 10 M zero-width spaces: the rule for invisible text overflowed the stack on it (a 500)
    const note = "\u200b".repeat(10_000_000);
    expect(await answerFor(body(documentWith([{ title: "a", note }])), 20)).toEqual([
      { refused: { code: "note_too_long", field: "document.items.0.note" } },
      [],
    ]);
    const title = "t".repeat(20_000_000);
    expect((await answerFor(body({ ...documentWith([]), title }), 20))[0]).toEqual({
      refused: { code: "title_too_long", field: "title" },
    });
  });
});
