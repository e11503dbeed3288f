import { describe, expect, it } from "vitest";
import { isolatedIn, namesIn } from "./bidi-isolate";

describe("isolatedIn", () => {
  it("isolates a name written the other way round than the sentence's language", () => {
    expect(isolatedIn("ar", "Anna")).toBe("\u2068Anna\u2069");
    expect(isolatedIn("ar", "Anna (Mama)")).toBe("\u2068Anna (Mama)\u2069");
    expect(isolatedIn("en", "أحمد")).toBe("\u2068أحمد\u2069");
    expect(isolatedIn("de", "Oma שרה")).toBe("\u2068Oma שרה\u2069");
  });

  it("leaves a name of the sentence's own direction, or without letters, as it is", () => {
    expect(isolatedIn("en", "Anna")).toBe("Anna");
    expect(isolatedIn("de", "Zoë Müller-Łukasz")).toBe("Zoë Müller-Łukasz");
    expect(isolatedIn("ar", "أحمد")).toBe("أحمد");
    expect(isolatedIn("ar", "٢٠٢٦")).toBe("٢٠٢٦");
    expect(isolatedIn("en", "2026")).toBe("2026");
  });
});

describe("namesIn", () => {
  // decision 233: the draw's join page and the thank-you list joined names with ", " in every language
  it("lists names as the language does, each isolated when written the other way round", () => {
    expect(namesIn("de", ["Oma", "Opa", "Max"])).toBe("Oma, Opa und Max");
    expect(namesIn("nl", ["Oma", "Opa", "Max"])).toBe("Oma, Opa en Max");
    expect(namesIn("ar", ["Anna", "أحمد"])).toBe("\u2068Anna\u2069 وأحمد");
    expect(namesIn("en", ["Anna"])).toBe("Anna");
  });
});
