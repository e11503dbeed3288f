import { describe, expect, it } from "vitest";
import { importListSchema } from "./list-document";

const schema = importListSchema(3);
const importing = (items: unknown) =>
  schema.safeParse({
    owner_password: "pw",
    document: { format: "wunschliste.list", version: 1, list: { title: "x" }, items },
  });

describe("the import schema", () => {
  it("refuses more items than allowed before looking at any of them", () => {
    const result = importing([0, 0, 0, 0]);
    expect(result.error?.issues.map((issue) => [issue.message, issue.path.join(".")])).toEqual([
      ["too_many_items", "document.items"],
    ]);
  });

  it("stops at the first bad item and names it", () => {
    const result = importing([{ title: "ok" }, { title: "" }, 0]);
    expect(result.error?.issues.map((issue) => [issue.message, issue.path.join(".")])).toEqual([
      ["item_title_required", "document.items.1.title"],
    ]);
  });

  it("takes good items as the item schema gives them", () => {
    const result = importing([{ title: "Buch", image_url: "https://example.org/a.png", quantity: 2 }]);
    expect(result.data?.document.items).toEqual([
      expect.objectContaining({ title: "Buch", imageUrl: "https://example.org/a.png", quantity: 2 }),
    ]);
  });
});
